import Testing

/// Waits for something another thread makes true, checking every 10 ms; fails the test
/// when it still does not hold after `polls` checks (five seconds or more).
///
/// Counting checks rather than watching a clock keeps it fair when the test pool is busy:
/// a stall delays the next check instead of eating the time the other thread was given.
public func waitUntil(
    polls: Int = 500, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    for _ in 0..<polls where !condition() {
        try await Task.sleep(for: .milliseconds(10))
    }
    try #require(condition(), "condition never held", sourceLocation: sourceLocation)
}
