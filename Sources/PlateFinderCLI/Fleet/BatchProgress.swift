import Foundation
import PlateFinderApp
import PlateFinderDomain

/// A batch's progress on one line of standard error, redrawn in place at most ten times a
/// second, and only when standard error is a terminal; anything else written to the
/// terminal meanwhile clears it first.
///
/// `@unchecked Sendable` is safe: every stored property that changes is read and written
/// only while holding `lock`.
final class BatchProgress: @unchecked Sendable {
    /// The least time between two redraws.
    static let redrawInterval = Duration.milliseconds(100)

    private let console: Console
    private let messages: Messages
    private let isShown: Bool
    private let total: Int?
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private let lock = NSLock()
    private var lastDrawn: ContinuousClock.Instant?
    private var isOnScreen = false

    /// Progress worded by `messages` on `console`'s standard error when it is a terminal;
    /// `total` is how many plates the input holds, when known.
    init(console: Console, messages: Messages, total: Int?) {
        self.console = console
        self.messages = messages
        self.total = total
        isShown = console.isErrorTerminal
        started = clock.now
    }

    /// Redraws the line for `summary`, unless it was drawn less than `redrawInterval` ago.
    func update(_ summary: BatchSummary) {
        guard isShown else { return }
        lock.withLock {
            let now = clock.now
            if let lastDrawn, now - lastDrawn < Self.redrawInterval { return }
            lastDrawn = now
            let elapsed = seconds(now - started)
            let rate = elapsed > 0 ? Double(summary.finished) / elapsed : 0
            let remaining = total.flatMap { total -> Duration? in
                guard rate > 0 else { return nil }
                return .seconds(Double(max(0, total - summary.finished)) / rate)
            }
            let line = messages.batchProgressLine(
                summary, total: total, perSecond: rate, remaining: remaining)
            console.progress("\r\u{1B}[2K" + line)
            isOnScreen = true
        }
    }

    /// Runs `write` (something else for the terminal) with the line cleared first; the
    /// next update due draws it again.
    func clearing(_ write: () -> Void) {
        lock.withLock {
            if isOnScreen {
                console.progress("\r\u{1B}[2K")
                isOnScreen = false
            }
            write()
        }
    }

    /// Clears the line for good.
    func finish() {
        clearing {}
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
