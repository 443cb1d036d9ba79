extension Interrupts {
    /// Runs `work` until it ends or the first interrupt cancels it: what it gave, and
    /// whether an interrupt came.
    func cancelling<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value
    ) async -> (value: Value, interrupted: Bool) {
        let task = Task { await work() }
        let interrupted = InterruptFlag()
        let stop = watch {
            interrupted.set()
            task.cancel()
        }
        let value = await task.value
        stop()
        return (value, interrupted.isSet)
    }
}
