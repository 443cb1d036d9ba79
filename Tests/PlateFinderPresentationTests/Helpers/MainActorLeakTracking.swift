import PlateFinderTestSupport

/// `withLeakTracking` for main-actor suites: `body` stays on the main actor with the view
/// models it creates, then every object it tracked must have been deallocated.
@MainActor
func withLeakTrackingOnMainActor(_ body: (LeakTracker) async throws -> Void) async rethrows {
    let tracker = LeakTracker()
    try await body(tracker)
    tracker.verify()
}
