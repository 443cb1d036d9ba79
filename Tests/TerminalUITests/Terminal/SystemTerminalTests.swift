import PlateFinderTestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs on a real pseudo-terminal. Serialized: signal handlers are process-wide.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SystemTerminalTests {
    @Test func enterFullScreen_switchesToRawMode_andRestoreGivesTheTerminalBack() throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }
        #expect(pty.isCanonical())

        try sut.enterFullScreen()
        let entered = pty.readOutput()
        let rawWhileEntered = !pty.isCanonical()
        sut.restore()

        #expect(rawWhileEntered)
        #expect(entered == TerminalModes.enter)
        #expect(pty.isCanonical())
        #expect(pty.readOutput() == TerminalModes.exit)
    }

    @Test func restore_isIdempotent_andDoesNothingWithoutEnter() throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }

        sut.restore()
        try sut.enterFullScreen()
        sut.restore()
        sut.restore()

        #expect(pty.readOutput() == TerminalModes.enter + TerminalModes.exit)
        #expect(pty.isCanonical())
    }

    @Test func size_readsTheKernelsWindowSize() throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }

        pty.setSize(columns: 132, rows: 43)

        #expect(sut.size == TerminalSize(columns: 132, rows: 43))
    }

    @Test func events_reportTypedBytes_pause_resize_andEndOnRestore() async throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }
        try sut.enterFullScreen()
        var events = sut.events().makeAsyncIterator()

        pty.type([0x61, 0x1B])
        let typed = await events.next()
        let paused = await events.next()
        pty.setSize(columns: 90, rows: 30)
        kill(getpid(), SIGWINCH)
        let resized = await events.next()
        sut.restore()
        let end = await events.next()

        #expect(typed == .input([0x61, 0x1B]))
        #expect(paused == .inputPaused)
        #expect(resized == .resize(TerminalSize(columns: 90, rows: 30)))
        #expect(end == nil)
    }

    @Test func signalState_holdsRestoreSequence_whileArmed() throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }

        try sut.enterFullScreen()
        let state = try #require(SignalRestore.state)
        let bytes = Array(
            UnsafeBufferPointer(start: state.pointee.bytes, count: state.pointee.count))
        let armed = state.pointee.armed
        let savedIsCanonical = state.pointee.attributes.pointee.c_lflag & tcflag_t(ICANON) != 0
        sut.restore()

        #expect(armed == 1)
        #expect(bytes == TerminalModes.exit)
        #expect(savedIsCanonical)
        #expect(state.pointee.armed == 0)
    }

    @Test func everyWayOut_turnsBracketedPasteOff_andTakingTheTerminalAgainTurnsItOn() throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }
        let on = Array("\u{1B}[?2004h".utf8)
        let off = Array("\u{1B}[?2004l".utf8)

        try sut.enterFullScreen()
        let entered = pty.readOutput()
        let state = try #require(SignalRestore.state)
        let onSignal = Array(
            UnsafeBufferPointer(start: state.pointee.bytes, count: state.pointee.count))
        let onResume = Array(
            UnsafeBufferPointer(start: state.pointee.enterBytes, count: state.pointee.enterCount))
        sut.restore()
        let restored = pty.readOutput()

        #expect(entered.suffix(on.count).elementsEqual(on))
        #expect(onResume.suffix(on.count).elementsEqual(on))
        #expect(onSignal.starts(with: off))
        #expect(restored.starts(with: off))
    }

    @Test func signalHandlerRestore_givesTheTerminalBack_once() throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }
        try sut.enterFullScreen()
        _ = pty.readOutput()

        SignalRestore.restoreIfArmed()
        SignalRestore.restoreIfArmed()
        let restored = pty.readOutput()
        let canonical = pty.isCanonical()
        sut.restore()

        #expect(restored == TerminalModes.exit)
        #expect(canonical)
    }

    @Test func resumeAfterStop_takesTheTerminalAgain_andReportsResumed() async throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }
        try sut.enterFullScreen()
        var events = sut.events().makeAsyncIterator()
        _ = pty.readOutput()
        let state = try #require(SignalRestore.state)
        // What a stop leaves behind, without stopping the test process.
        state.pointee.suspended = 1
        sut.write(Array("drawn while stopped".utf8))
        let writtenWhileStopped = pty.readOutput()

        SignalRestore.resumeIfForeground()
        let resumed = await events.next()
        let taken = pty.readOutput()
        let rawAgain = !pty.isCanonical()
        sut.restore()

        #expect(writtenWhileStopped.isEmpty)
        #expect(resumed == .resumed)
        #expect(taken == TerminalModes.enter)
        #expect(rawAgain)
        #expect(!SignalRestore.isSuspended)
    }

    @Test func restore_putsBackTheSignalHandlersThatWereThere() throws {
        let (sut, pty) = try makeSUT()
        defer { pty.close() }
        let original = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, original) }

        try sut.enterFullScreen()
        let whileArmed = signal(SIGUSR2, nil)
        signal(SIGUSR2, whileArmed)
        sut.restore()
        let afterRestore = signal(SIGUSR2, SIG_IGN)

        #expect(address(of: whileArmed) != address(of: SIG_IGN))
        #expect(address(of: afterRestore) == address(of: SIG_IGN))
    }

    // MARK: - Helpers

    /// A handler as a number, to compare handlers (`SIG_IGN` is the address 1).
    private func address(of handler: SignalRestore.Handler?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    private func makeSUT() throws -> (SystemTerminal, PseudoTerminal) {
        let pty = try PseudoTerminal()
        return (SystemTerminal(input: pty.terminal, output: pty.terminal), pty)
    }
}
