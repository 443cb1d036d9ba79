/// One deadline over work that may take several steps: the work's own outcome when it ends
/// in time, and otherwise `timedOut` at the deadline, the work cancelled.
enum HTTPDeadline {
    /// The outcome of `operation`, or `.failure(.timedOut)` once `deadline` passes first.
    /// Cancelling the caller cancels `operation`, whose outcome is then returned.
    static func run<Value: Sendable>(
        until deadline: ContinuousClock.Instant,
        _ operation: @escaping @Sendable () async -> Result<Value, HTTPTransportError>
    ) async -> Result<Value, HTTPTransportError> {
        await withTaskGroup(of: Result<Value, HTTPTransportError>?.self) { group in
            group.addTask { await operation() }
            group.addTask {
                // A sleep cancelled means the operation ended first, or the caller gave up.
                do { try await Task.sleep(until: deadline, clock: .continuous) } catch {
                    return nil
                }
                return .failure(.timedOut)
            }
            defer { group.cancelAll() }
            while let next = await group.next() {
                if let next { return next }
            }
            return .failure(.cancelled)
        }
    }
}
