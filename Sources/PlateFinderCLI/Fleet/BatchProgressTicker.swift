import Foundation

/// What calls a progress line's redraw at a steady pace while a batch runs, so the line
/// moves even when no plate finishes for a while.
struct BatchProgressTicker: Sendable {
    /// Stops the ticks.
    typealias Stop = @Sendable () -> Void

    /// Calls its argument on every tick, until the returned closure is called.
    let start: @Sendable (_ tick: @escaping @Sendable () -> Void) -> Stop

    /// A tick every half second, on a thread of its own (a tick may wait on a terminal):
    /// twice each second the line must show, well under the redraw limit.
    static let everyHalfSecond = BatchProgressTicker { tick in
        let stopped = DispatchSemaphore(value: 0)
        let ticker = Thread {
            while stopped.wait(timeout: .now() + .milliseconds(500)) == .timedOut { tick() }
        }
        ticker.name = "Batch progress ticker"
        ticker.start()
        return { stopped.signal() }
    }
}
