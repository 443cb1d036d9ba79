extension Interrupts {
    /// Runs `work` until it ends or the first stop signal cancels it, then `finish` with
    /// what it gave, still watching: a signal that comes while `finish` puts files in place
    /// is one more reason to stop, never a process killed half way. A second signal calls
    /// `endNow`. What `finish` gave, and the first signal that came, if one did.
    func cancelling<Value: Sendable, Finished>(
        _ work: @escaping @Sendable () async -> Value,
        endNow: @escaping Handler = { _ in },
        finish: (Value) async -> Finished
    ) async -> (value: Finished, stoppedBy: StopSignal?) {
        let task = Task { await work() }
        let first = FirstStopSignal()
        let stop = watch(
            { signal in
                first.record(signal)
                task.cancel()
            }, endNow: endNow)
        let finished = await finish(await task.value)
        let stoppedBy = first.signal
        stop()
        return (finished, stoppedBy)
    }

    /// Runs `work` until it ends or the first stop signal cancels it: what it gave, and the
    /// signal that came, if one did.
    func cancelling<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value,
        endNow: @escaping Handler = { _ in }
    ) async -> (value: Value, stoppedBy: StopSignal?) {
        await cancelling(work, endNow: endNow) { $0 }
    }
}
