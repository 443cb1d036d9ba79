import PlateFinderTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@MainActor @Suite struct TerminalApplicationTests {
    @Test func run_drawsFirstFrame_andRestoresTerminal_whenInputEnds() async throws {
        let (sut, terminal, _) = makeSUT()
        terminal.closeInput()

        try await sut.run()

        #expect(terminal.restoreCount == 1)
        #expect(!terminal.isFullScreen)
        #expect(terminal.writes.first == TerminalModes.enter)
        #expect(terminal.writes.last == TerminalModes.exit)
        #expect(
            sut.lastFrame.lines()
                == ["> ", "", ""].map { $0.padding(toLength: 10, withPad: " ", startingAt: 0) })
    }

    @Test func run_handsTypedKeysToHandler_andShowsTheResult() async throws {
        let (sut, terminal, editor) = makeSUT()
        terminal.type("AB")
        terminal.press(.left, .character("Ñ"))
        terminal.closeInput()

        try await sut.run()

        #expect(editor.keys == [.character("A"), .character("B"), .left, .character("Ñ")])
        #expect(terminal.screen[0] == "> AÑB     ")
    }

    @Test func typedCharacter_writesOnlyTheCellsThatChanged() async throws {
        let (sut, terminal, _) = makeSUT()
        terminal.type("AB")
        terminal.type("C")
        terminal.closeInput()

        try await sut.run()

        let frames = terminal.writes.dropLast().map { String(decoding: $0, as: UTF8.self) }
        #expect(frames.last == "\u{1B}[1;5HC\u{1B}[0;7m \u{1B}[0m")
    }

    @Test func interruptHandledAsQuit_stopsAndRestores_ignoringLaterKeys() async throws {
        let (sut, terminal, editor) = makeSUT()
        terminal.press(.character("x"), .interrupt, .character("y"))

        try await sut.run()

        #expect(editor.keys == [.character("x"), .interrupt])
        #expect(terminal.restoreCount == 1)
    }

    @Test func loneEscape_isDeliveredAfterInputPauses() async throws {
        let (sut, terminal, editor) = makeSUT()
        terminal.send(.input([0x1B]))
        terminal.send(.inputPaused)
        terminal.closeInput()

        try await sut.run()

        #expect(editor.keys == [.escape])
    }

    @Test func resize_redrawsEverythingAtTheNewSize() async throws {
        let (sut, terminal, _) = makeSUT()
        terminal.type("AB")
        terminal.resize(to: TerminalSize(columns: 6, rows: 2))
        terminal.closeInput()

        try await sut.run()

        let frame = String(decoding: terminal.writes.dropLast().last ?? [], as: UTF8.self)
        #expect(frame.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(sut.lastFrame.lines() == ["> AB  ", "      "])
        #expect(terminal.screen == ["> AB  ", "      "])
    }

    @Test func controlL_drawsTheWholeScreenAgain_withoutReachingTheHandler() async throws {
        let (sut, terminal, editor) = makeSUT()
        terminal.type("AB")
        terminal.press(.control("l"))
        terminal.closeInput()

        try await sut.run()

        let frame = String(decoding: terminal.writes.dropLast().last ?? [], as: UTF8.self)
        #expect(frame.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(frame.contains("> AB"))
        #expect(editor.keys == [.character("A"), .character("B")])
        #expect(terminal.screen[0] == "> AB      ")
    }

    @Test func controlZ_givesTheTerminalBackThroughTheDevice_andDrawsEverythingOnResume() throws {
        let (sut, terminal, editor) = makeSUT()
        try terminal.enterFullScreen()
        sut.process(.resize(terminal.size))
        sut.process(.input(Array("AB".utf8)))

        sut.process(.input(Key.suspend.bytes))
        sut.process(.resumed)

        let stopped = try #require(terminal.stoppedScreens.first)
        #expect(terminal.stoppedScreens.count == 1)
        #expect(!stopped.isAlternateScreen)
        #expect(!stopped.isCursorHidden)
        let frame = String(decoding: terminal.writes.last ?? [], as: UTF8.self)
        #expect(frame.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(terminal.replicaState.isAlternateScreen)
        #expect(terminal.screen == sut.lastFrame.lines())
        #expect(terminal.screen[0] == "> AB      ")
        #expect(editor.keys == [.character("A"), .character("B")])
    }

    @Test func run_throws_andWritesNothing_whenTerminalCannotBeTakenOver() async {
        let terminal = FakeTerminal(enterError: .notATerminal)
        let sut = TerminalApplication(
            device: terminal, colors: .monochrome, draw: { _, _ in }, handleKey: { _, _ in })

        await #expect(throws: TerminalError.notATerminal) { try await sut.run() }
        #expect(terminal.writes.isEmpty)
    }

    @Test func stop_isSafeToCallTwice() async throws {
        let (sut, terminal, _) = makeSUT()
        terminal.closeInput()
        try await sut.run()

        sut.stop()

        #expect(terminal.restoreCount == 1)
    }

    @Test func finishedApplication_isReleased() async throws {
        // withLeakTracking takes a nonisolated closure; this test stays on the main actor.
        let tracker = LeakTracker()
        do {
            let (sut, terminal, _) = makeSUT()
            tracker.track(sut)
            tracker.track(terminal)
            terminal.type("A")
            terminal.closeInput()
            try await sut.run()
        }
        tracker.verify()
    }

    // MARK: - Helpers

    /// A one-line editor that records the keys it was given and quits on Ctrl-C.
    private final class EditorSpy {
        var keys: [Key] = []
        var editor = LineEditor()
    }

    private func makeSUT() -> (TerminalApplication, FakeTerminal, EditorSpy) {
        let terminal = FakeTerminal(size: TerminalSize(columns: 10, rows: 3))
        let spy = EditorSpy()
        let sut = TerminalApplication(
            device: terminal, colors: .monochrome,
            draw: { buffer, context in
                buffer.write("> ", x: 0, y: 0)
                TextField(text: spy.editor.text, cursor: spy.editor.cursor)
                    .draw(
                        in: Rect(x: 2, y: 0, width: buffer.width - 2, height: 1), into: &buffer,
                        theme: context.theme)
            },
            handleKey: { key, application in
                spy.keys.append(key)
                if key == .interrupt { return application.stop() }
                _ = spy.editor.handle(key)
            })
        return (sut, terminal, spy)
    }
}
