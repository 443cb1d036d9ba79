import Foundation

/// What tells a long command that the person asked it to stop: a `StopSignal` (Ctrl-C,
/// Ctrl-\) for the process, or whatever a test arranges.
public struct Interrupts: Sendable {
    /// Stops watching.
    public typealias Stop = @Sendable () -> Void

    private let watch: @Sendable (@escaping @Sendable (StopSignal) -> Void) -> Stop

    /// Interrupts that `watch` reports: it calls its handler with the first stop signal,
    /// and returns what stops watching.
    public init(watch: @escaping @Sendable (@escaping @Sendable (StopSignal) -> Void) -> Stop) {
        self.watch = watch
    }

    /// Calls `handler` (on another thread) with the first stop signal, until the returned
    /// closure is called.
    func watch(_ handler: @escaping @Sendable (StopSignal) -> Void) -> Stop {
        watch(handler)
    }

    /// Nothing ever interrupts.
    public static let none = Interrupts { _ in {} }

    /// The process's stop signals, as `ProcessStopSignals` handles them. Call it once, first
    /// thing: it sets what each signal does while no command watches.
    public static func processSignals() -> Interrupts {
        ProcessStopSignals.prepare()
        return Interrupts { handler in ProcessStopSignals.watch(handler) }
    }
}
