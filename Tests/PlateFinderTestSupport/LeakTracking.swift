import Testing

/// Remembers objects weakly and reports the ones still alive when asked.
public final class LeakTracker {
    private var checks: [(instance: () -> AnyObject?, location: SourceLocation)] = []

    /// An empty tracker.
    public init() {}

    /// Remembers `instance` weakly, to be checked by `verify()`.
    public func track(_ instance: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        weak let weakInstance = instance
        checks.append(({ weakInstance }, sourceLocation))
    }

    /// Records an issue for every tracked instance still alive.
    public func verify() {
        for check in checks where check.instance() != nil {
            Issue.record(
                "Instance should have been deallocated: potential memory leak.",
                sourceLocation: check.location)
        }
    }
}

/// Runs `body` with a tracker and, once everything `body` held is gone, checks that every
/// object it tracked was deallocated.
public func withLeakTracking(
    _ body: (LeakTracker) async throws -> Void
) async rethrows {
    let tracker = LeakTracker()
    try await body(tracker)
    tracker.verify()
}

/// `withLeakTracking` for main-actor tests (view models, routers), whose closures cannot
/// cross to a nonisolated function.
@MainActor
public func withLeakTrackingOnMainActor(
    _ body: (LeakTracker) async throws -> Void
) async rethrows {
    let tracker = LeakTracker()
    try await body(tracker)
    tracker.verify()
}
