import TerminalUI
import TerminalUITestSupport
import Testing

/// Frames drawn while the application waits for input: observed changes and ticks.
@MainActor @Suite struct TerminalApplicationRedrawTests {
    @Test func observedChange_redrawsWhileRunning() async throws {
        let counter = Counter()
        let (sut, terminal) = makeSUT(columns: 8) { buffer, _ in
            buffer.write("n=\(counter.value)", x: 0, y: 0)
        }
        let running = Task { try await sut.run() }
        await sut.nextFrame()

        counter.value = 42
        await sut.nextFrame()
        let screen = terminal.screen
        terminal.closeInput()
        try await running.value

        #expect(screen == ["n=42    "])
    }

    @Test func tick_advancesAndRedraws_forAnimations() async throws {
        var drawnTicks: [Int] = []
        let (sut, terminal) = makeSUT(columns: 4, tickInterval: .milliseconds(1)) {
            buffer, context in
            drawnTicks.append(context.tick)
            Spinner(tick: context.tick, label: "")
                .draw(in: buffer.bounds, into: &buffer, theme: context.theme)
        }
        let running = Task { try await sut.run() }
        await sut.nextFrame()

        await sut.nextFrame()
        let screen = terminal.screen
        let lastTick = drawnTicks.last ?? 0
        terminal.closeInput()
        try await running.value

        #expect(drawnTicks.count >= 2)
        #expect(lastTick >= 1)
        #expect(screen == [String(Spinner(tick: lastTick, label: "").frame) + "   "])
    }

    // MARK: - Helpers

    private func makeSUT(
        columns: Int, tickInterval: Duration? = nil, draw: @escaping TerminalApplication.Draw
    ) -> (TerminalApplication, FakeTerminal) {
        let terminal = FakeTerminal(size: TerminalSize(columns: columns, rows: 1))
        let sut = TerminalApplication(
            device: terminal, colors: .monochrome, tickInterval: tickInterval,
            minimumFrameInterval: .zero, draw: draw, handleKey: { _, _ in })
        return (sut, terminal)
    }
}
