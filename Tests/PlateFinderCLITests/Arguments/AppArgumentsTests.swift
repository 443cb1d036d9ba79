import PlateFinderApp
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderPresentation
import Testing

@testable import PlateFinderCLI

/// How `platefinder` alone and `open LINK` read their arguments on a terminal: the app with
/// the options given, at the link's screen, or the usage error that refuses them.
@MainActor @Suite struct AppArgumentsTests {
    @Test func noCommand_startsTheApp_withItsOptions() async throws {
        let (cli, spy) = try makeSUT()
        let store = cli.folder.file("x.sqlite")

        let result = try await run(["--lang", "es", "--store", store, "--timeout", "5"], cli, spy)

        #expect(result.exitCode == 0)
        #expect(spy.sessions.map(\.storePath) == [store])
        #expect(spy.sessions.map(\.messages.language) == [.spanish])
    }

    @Test func noCommand_keepsHelpAndVersion() async throws {
        let (cli, spy) = try makeSUT()

        let help = try await run(["--help"], cli, spy)
        let version = try await run(["--version"], cli, spy)

        #expect(help.output == HelpPage(language: .english).render(.tool))
        #expect(version.output == "platefinder \(PlateFinderVersion.current)\n")
        #expect(spy.sessions.isEmpty)
    }

    @Test func noCommand_refusesOptionsOfCommands() {
        #expect(ArgumentVerdict(["--json"]).usageError == .unknownOption("--json"))
    }

    @Test(arguments: [
        ("platefinder://search/abc-1234", DeepLink.search(.complete("ABC1234"))),
        ("platefinder://history", .history), ("platefinder://favorites", .favorites),
        ("platefinder://tasks", .tasks),
    ])
    func open_parsesTheLink(text: String, link: DeepLink) async throws {
        let (cli, spy) = try makeSUT()

        let result = try await run(["open", text, "--endpoint", "http://127.0.0.1:9"], cli, spy)

        #expect(result.exitCode == 0)
        #expect(spy.sessions.map(\.link) == [link])
    }

    @Test func open_takesJSON() async throws {
        let (cli, spy) = try makeSUT()

        let result = try await run(["open", "--json", "platefinder://history"], cli, spy)

        #expect(try JSONOutput.items(result).isEmpty)
        #expect(result.exitCode == 0)
        #expect(spy.sessions.isEmpty)
    }

    @Test(arguments: [
        (["open"], UsageError.missingLink),
        (["open", "http://example.com"], .invalidLink(.wrongScheme)),
        (["open", "platefinder://history/x"], .invalidLink(.unexpectedPath)),
        (["open", "platefinder://history", "extra"], .unexpectedArgument("extra")),
        (["open", "platefinder://history", "--yes"], .unknownOption("--yes", command: "open")),
    ])
    func open_refusesWhatIsNotOneLink(arguments: [String], error: UsageError) {
        #expect(ArgumentVerdict(arguments).usageError == error)
    }

    @Test(arguments: [["help", "open"], ["open", "--help"], ["open", "-h", "nonsense"]])
    func help_explainsOpen(arguments: [String]) async throws {
        let (cli, spy) = try makeSUT()

        let result = try await run(arguments, cli, spy)

        #expect(result.output == HelpPage(language: .english).render(.open))
        #expect(spy.sessions.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (CommandLineHarness, FullScreenLauncherSpy) {
        (try CommandLineHarness(), FullScreenLauncherSpy())
    }

    /// Runs `arguments` on a terminal, the full-screen app being `spy`'s.
    private func run(
        _ arguments: [String], _ cli: CommandLineHarness, _ spy: FullScreenLauncherSpy
    ) async throws -> CommandResult {
        try await cli.run(arguments, streams: RecordingStreams(isInteractive: true), launcher: spy)
    }
}
