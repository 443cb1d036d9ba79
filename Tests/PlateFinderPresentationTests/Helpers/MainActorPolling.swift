import Testing

/// `waitUntil` for what a view model shows: checks `condition` on the main actor every
/// 10 ms, so the view model's updates run between the checks; fails the test when it still
/// does not hold after `polls` checks.
@MainActor
func waitOnMainActor(
    polls: Int = 500, sourceLocation: SourceLocation = #_sourceLocation,
    until condition: () -> Bool
) async throws {
    for _ in 0..<polls where !condition() {
        try await Task.sleep(for: .milliseconds(10))
    }
    try #require(condition(), "condition never held", sourceLocation: sourceLocation)
}
