import Foundation

/// What tells a long command that it was asked to stop: a `StopSignal` (Ctrl-C, Ctrl-\,
/// SIGTERM, SIGHUP) for the process, or whatever a test arranges.
///
/// The first signal asks the command to stop as it would on its own end. A second one asks
/// it to end at once: the watch calls the command's "end now" closure (which writes what is
/// complete) and, for the process, then ends it with that signal's code.
public struct Interrupts: Sendable {
    /// Stops watching.
    public typealias Stop = @Sendable () -> Void
    /// Called with a stop signal.
    public typealias Handler = @Sendable (StopSignal) -> Void

    private let watch: @Sendable (_ stop: @escaping Handler, _ endNow: @escaping Handler) -> Stop

    /// Interrupts that `watch` reports: it calls its handler with the first stop signal,
    /// and returns what stops watching; nothing ever asks to end at once.
    public init(watch: @escaping @Sendable (@escaping Handler) -> Stop) {
        self.watch = { stop, _ in watch(stop) }
    }

    /// Interrupts that `watch` reports: it calls its first handler with the first stop
    /// signal and its second with a later one, and returns what stops watching.
    public init(
        watchingEvery watch:
            @escaping @Sendable (
                _ stop: @escaping Handler, _ endNow: @escaping Handler
            ) -> Stop
    ) {
        self.watch = watch
    }

    /// Calls `stop` (on another thread) with the first stop signal and `endNow` with a
    /// second, until the returned closure is called. For the process, the second signal's
    /// `endNow` is the last thing that runs.
    func watch(
        _ stop: @escaping Handler, endNow: @escaping Handler = { _ in }
    ) -> Stop {
        watch(stop, endNow)
    }

    /// Nothing ever interrupts.
    public static let none = Interrupts { _ in {} }

    /// The process's stop signals, as `ProcessStopSignals` handles them. Call it once, first
    /// thing: it sets what each signal does while no command watches.
    public static func processSignals() -> Interrupts {
        ProcessStopSignals.prepare()
        return Interrupts(watchingEvery: { stop, endNow in
            ProcessStopSignals.watch(stop, endNow: endNow)
        })
    }
}
