import Foundation
import PlateFinderApp
import PlateFinderCLITestSupport
import Testing

@testable import PlateFinderCLI

/// A batch's progress line on a terminal's standard error: redrawn by a ticker while the
/// batch runs, never more than ten times a second.
struct BatchProgressTests {
    @Test func progress_redrawsOnEveryTick_atMostTenTimesASecond_untilFinished() {
        let (sut, streams, ticker, clock) = makeSUT()

        clock.advance(.seconds(1))
        ticker.tick()
        let afterFirstTick = streams.recorded.error
        clock.advance(.milliseconds(50))
        ticker.tick()
        let afterQuickTick = streams.recorded.error
        clock.advance(.milliseconds(100))
        ticker.tick()
        let afterLaterTick = streams.recorded.error
        sut.finish()
        let afterFinish = streams.recorded.error
        clock.advance(.seconds(1))
        ticker.tick()

        let first = String(decoding: afterFirstTick, as: UTF8.self)
        #expect(first.hasPrefix("\r\u{1B}[2K0/4 done"), "\(first)")
        #expect(afterQuickTick == afterFirstTick)
        #expect(afterLaterTick.count > afterQuickTick.count)
        #expect(ticker.isStopped)
        #expect(streams.recorded.error == afterFinish)
    }

    @Test func progress_countsOnlyThePlatesAfterThoseAResumedRunKept() {
        let (sut, streams, ticker, clock) = makeSUT()

        sut.leaveOut(3)
        clock.advance(.seconds(1))
        ticker.tick()
        sut.finish()

        let line = String(decoding: streams.recorded.error, as: UTF8.self)
        #expect(line.hasPrefix("\r\u{1B}[2K0/1 done"), "\(line)")
    }

    private func makeSUT() -> (BatchProgress, ErrorTerminalStreams, ManualTicker, ManualInstant) {
        let streams = ErrorTerminalStreams()
        let ticker = ManualTicker()
        let clock = ManualInstant()
        let sut = BatchProgress(
            console: Console(streams: streams), messages: Messages(language: .english),
            total: 4, ticker: ticker.ticker, now: { clock.now })
        return (sut, streams, ticker, clock)
    }
}

/// Recording streams whose standard error is a terminal.
private struct ErrorTerminalStreams: CommandStreams {
    let recorded = RecordingStreams()
    var isInteractive: Bool { false }
    var isOutputTerminal: Bool { false }
    var isErrorTerminal: Bool { true }
    func writeOutput(_ text: String) throws(WriteFailure) { try recorded.writeOutput(text) }
    func writeError(_ text: String) { recorded.writeError(text) }
    func readLine() -> String? { nil }
}

/// A ticker the test ticks by hand.
///
/// `@unchecked Sendable` is safe: both stored properties that change are used only while
/// holding `lock`.
private final class ManualTicker: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable () -> Void)?
    private var stopped = false

    var ticker: BatchProgressTicker {
        BatchProgressTicker { tick in
            self.lock.withLock { self.handler = tick }
            return { self.lock.withLock { self.stopped = true } }
        }
    }

    var isStopped: Bool { lock.withLock { stopped } }

    func tick() {
        lock.withLock { handler }?()
    }
}

/// A clock the test moves by hand.
///
/// `@unchecked Sendable` is safe: `instant` is used only while holding `lock`.
private final class ManualInstant: @unchecked Sendable {
    private let lock = NSLock()
    private var instant = ContinuousClock.now

    var now: ContinuousClock.Instant { lock.withLock { instant } }

    func advance(_ duration: Duration) {
        lock.withLock { instant += duration }
    }
}
