import Foundation
import PlateFinderApp
import PlateFinderDomain

/// A batch's progress on one line of standard error, only when standard error is a
/// terminal: redrawn in place when a plate finishes and, while the batch runs, on every
/// tick of `ticker` (so the time and the rate move while a slow portal holds every plate),
/// never more than ten times a second; anything else written to the terminal meanwhile
/// clears it first.
///
/// `@unchecked Sendable` is safe: every stored property that changes is read and written
/// only while holding `lock`.
final class BatchProgress: @unchecked Sendable {
    /// The least time between two redraws.
    static let redrawInterval = Duration.milliseconds(100)

    private let console: Console
    private let messages: Messages
    private let isShown: Bool
    private var total: Int?
    private let now: @Sendable () -> ContinuousClock.Instant
    private let started: ContinuousClock.Instant
    private let lock = NSLock()
    private var lastDrawn: ContinuousClock.Instant?
    private var latest = BatchSummary()
    private var isOnScreen = false
    private var stopTicking: BatchProgressTicker.Stop?

    /// Progress worded by `messages` on `console`'s standard error when it is a terminal;
    /// `total` is how many plates the input holds, when known. `ticker` redraws it until
    /// `finish()`; `now` tells the time.
    init(
        console: Console, messages: Messages, total: Int?,
        ticker: BatchProgressTicker = .everyHalfSecond,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.console = console
        self.messages = messages
        self.total = total
        self.now = now
        isShown = console.isErrorTerminal
        started = now()
        guard isShown else { return }
        stopTicking = ticker.start { [weak self] in self?.tick() }
    }

    /// Redraws the line for `summary`, unless it was drawn less than `redrawInterval` ago.
    func update(_ summary: BatchSummary) {
        guard isShown else { return }
        lock.withLock {
            latest = summary
            drawHoldingLock()
        }
    }

    /// Leaves the first `kept` plates of the input out of the total: a resumed run kept
    /// their rows and does not ask them.
    func leaveOut(_ kept: Int) {
        lock.withLock { total = total.map { max(0, $0 - kept) } }
    }

    /// Runs `write` (something else for the terminal) with the line cleared first; the
    /// next update or tick due draws it again.
    func clearing(_ write: () -> Void) {
        lock.withLock {
            if isOnScreen {
                console.progress("\r\u{1B}[2K")
                isOnScreen = false
            }
            write()
        }
    }

    /// Stops the ticks and clears the line for good.
    func finish() {
        let stop = lock.withLock {
            defer { stopTicking = nil }
            return stopTicking
        }
        stop?()
        clearing {}
    }

    /// Redraws the line for the latest summary: the time has moved on.
    private func tick() {
        lock.withLock {
            // A tick that comes after `finish()` draws nothing.
            guard stopTicking != nil else { return }
            drawHoldingLock()
        }
    }

    private func drawHoldingLock() {
        let now = now()
        if let lastDrawn, now - lastDrawn < Self.redrawInterval { return }
        lastDrawn = now
        let summary = latest
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

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
