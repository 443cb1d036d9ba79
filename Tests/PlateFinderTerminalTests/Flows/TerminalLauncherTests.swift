import PlateFinderApp
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import PlateFinderTerminal

/// The launcher the command line starts the app with: the session's screens on the
/// terminal it takes over, until the person quits.
@MainActor @Suite struct TerminalLauncherTests {
    @Test func run_showsTheLinksScreenFirst_andGivesTheTerminalBack_onQuit() async throws {
        let (sut, terminal) = makeSUT()
        let session = makeSession(link: .history)
        terminal.press(.character("q"))

        try await sut.run(session)

        #expect(terminal.screen[0].contains("[2 History]"))
        #expect(session.viewModels.router.selectedTab == .history)
        #expect(terminal.restoreCount == 1)
        #expect(!terminal.isFullScreen)
    }

    @Test func run_startsOnTheSearch_withoutALink() async throws {
        let (sut, terminal) = makeSUT()
        terminal.closeInput()

        try await sut.run(makeSession(link: nil))

        #expect(terminal.screen[0].hasPrefix("[1 Search]"))
        #expect(terminal.restoreCount == 1)
    }

    @Test(arguments: [["NO_COLOR": "1"], ["TERM": "dumb"]])
    func run_drawsWithoutColours_whenTheEnvironmentSaysSo(
        environment: [String: String]
    ) async throws {
        let (plain, plainTerminal) = makeSUT()
        let (colored, coloredTerminal) = makeSUT()
        // The plate's badge is drawn in the accent colour when colours may be used.
        for terminal in [plainTerminal, coloredTerminal] {
            terminal.type("pbx1234")
            terminal.closeInput()
        }

        try await plain.run(makeSession(link: nil, environment: environment))
        try await colored.run(makeSession(link: nil, environment: [:]))

        #expect(!Self.hasForegroundColour(plainTerminal.output))
        #expect(Self.hasForegroundColour(coloredTerminal.output))
    }

    @Test(arguments: [TerminalError.notATerminal, .attributesRejected(errno: 5)])
    func run_throwsNoTerminal_whenTheTerminalCannotBeTakenOver(error: TerminalError) async {
        let terminal = FakeTerminal(enterError: error)
        let sut = TerminalLauncher(device: { terminal })

        await #expect(throws: FullScreenError.noTerminal) {
            try await sut.run(makeSession(link: nil))
        }
        #expect(terminal.writes.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> (TerminalLauncher, FakeTerminal) {
        let terminal = FakeTerminal()
        return (TerminalLauncher(device: { terminal }), terminal)
    }

    private func makeSession(
        link: DeepLink?, environment: [String: String] = [:]
    ) -> FullScreenSession {
        let useCases = TestServices.useCases(
            pages: VehiclePageLoaderStub(), store: InMemoryCarStore())
        return FullScreenSession(
            viewModels: PlateFinderComposition.makeViewModels(useCases),
            messages: Messages(language: .english),
            storePath: TestServices.storePath, timeZone: TestServices.timeZone,
            environment: environment, link: link)
    }

    /// Whether `output` selects one of the eight foreground colours (SGR 30–37).
    private static func hasForegroundColour(_ output: [UInt8]) -> Bool {
        String(decoding: output, as: UTF8.self).contains(/\u{1B}\[([0-9]+;)*3[0-7](;[0-9]+)*m/)
    }
}
