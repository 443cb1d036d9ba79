extension Interrupts {
    /// Runs `work` until it ends or the first stop signal cancels it: what it gave, and the
    /// signal that came, if one did.
    func cancelling<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value
    ) async -> (value: Value, stoppedBy: StopSignal?) {
        let task = Task { await work() }
        let first = FirstStopSignal()
        let stop = watch { signal in
            first.record(signal)
            task.cancel()
        }
        let value = await task.value
        stop()
        return (value, first.signal)
    }
}
