import Testing

/// Waits for something another thread makes true, checking every 10 ms; fails the test
/// when it still does not hold after `timeLimit`.
public func waitUntil(
    timeLimit: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeLimit
    while !condition() && ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
    }
    try #require(condition(), "condition never held", sourceLocation: sourceLocation)
}
