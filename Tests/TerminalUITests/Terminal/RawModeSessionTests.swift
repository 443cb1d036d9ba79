import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite struct RawModeSessionTests {
    @Test func enter_savesAttributes_switchesToRaw_andWritesEnterSequence() throws {
        var (sut, spy) = makeSUT()
        var written: [[UInt8]] = []

        try sut.enter { written.append($0) }

        #expect(spy.messages == [.read(7), .set(7, canonical: false, echo: false)])
        #expect(written == [TerminalModes.enter])
        #expect(sut.isActive)
    }

    @Test func restore_putsSavedAttributesBack_andWritesExitSequence_once() throws {
        var (sut, spy) = makeSUT()
        var written: [[UInt8]] = []
        try sut.enter { _ in }

        sut.restore { written.append($0) }
        sut.restore { written.append($0) }

        #expect(spy.messages.last == .set(7, canonical: true, echo: true))
        #expect(spy.messages.count == 3)
        #expect(written == [TerminalModes.exit])
        #expect(!sut.isActive)
    }

    @Test func restore_doesNothing_withoutEnter() {
        var (sut, spy) = makeSUT()
        var written: [[UInt8]] = []

        sut.restore { written.append($0) }

        #expect(spy.messages.isEmpty)
        #expect(written.isEmpty)
    }

    @Test func enter_throwsNotATerminal_whenAttributesCannotBeRead() {
        var (sut, _) = makeSUT(TermiosSpy(isTerminal: false))
        var written: [[UInt8]] = []

        #expect(throws: TerminalError.notATerminal) { try sut.enter { written.append($0) } }
        #expect(written.isEmpty)
    }

    @Test func enter_throwsAndStaysInactive_whenRawModeIsRejected() {
        var (sut, _) = makeSUT(TermiosSpy(rejection: .attributesRejected(errno: 5)))
        var written: [[UInt8]] = []

        #expect(throws: TerminalError.attributesRejected(errno: 5)) {
            try sut.enter { written.append($0) }
        }
        #expect(written.isEmpty)
        #expect(!sut.isActive)
    }

    @Test func exitSequence_resetsStyleWrapsShowsCursorAndLeavesAlternateScreen() {
        var replica = ScreenReplica(size: TerminalSize(columns: 4, rows: 2))

        replica.apply(TerminalModes.enter)
        #expect(replica.isAlternateScreen && replica.isCursorHidden && !replica.wrapsAtRightEdge)
        replica.apply(TerminalModes.exit)

        #expect(!replica.isAlternateScreen && !replica.isCursorHidden && replica.wrapsAtRightEdge)
        #expect(
            String(decoding: TerminalModes.exit, as: UTF8.self)
                == "\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test func enterSequence_turnsBracketedPasteOn_andExitSequenceTurnsItOff() {
        var replica = ScreenReplica(size: TerminalSize(columns: 4, rows: 2))

        replica.apply(TerminalModes.enter)
        let onWhileEntered = replica.bracketsPastes
        replica.apply(TerminalModes.exit)

        #expect(onWhileEntered)
        #expect(!replica.bracketsPastes)
        #expect(String(decoding: TerminalModes.enter, as: UTF8.self).hasSuffix("\u{1B}[?2004h"))
    }

    // MARK: - Helpers

    private func makeSUT(_ spy: TermiosSpy = TermiosSpy()) -> (RawModeSession, TermiosSpy) {
        (RawModeSession(input: 7, termios: spy), spy)
    }
}
