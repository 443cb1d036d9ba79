import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import Testing

@testable import PlateFinderCLI

@Suite struct InvocationAppTests {
    @Test(arguments: [[], ["--lang", "es"], ["--store", "/tmp/x.sqlite", "--timeout", "5"]])
    func noCommand_startsTheApp_withItsOptions(arguments: [String]) throws {
        let invocation = try makeSUT(arguments)

        #expect(invocation == .app(ConfigurationOptions(ParsedArguments(arguments))))
    }

    @Test func noCommand_keepsHelpAndVersion() throws {
        #expect(try makeSUT(["--help"]) == .help(.tool))
        #expect(try makeSUT(["--version"]) == .version)
    }

    @Test func noCommand_refusesOptionsOfCommands() {
        #expect(throws: UsageError.unknownOption("--json")) { try makeSUT(["--json"]) }
    }

    @Test(arguments: [
        ("platefinder://search/abc-1234", DeepLink.search(.complete("ABC1234"))),
        ("platefinder://history", .history), ("platefinder://favorites", .favorites),
        ("platefinder://tasks", .tasks),
    ])
    func open_parsesTheLink(text: String, link: DeepLink) throws {
        let arguments = ["open", text, "--endpoint", "http://127.0.0.1:9"]

        let invocation = try makeSUT(arguments)

        #expect(
            invocation == .open(link, json: false, ConfigurationOptions(ParsedArguments(arguments)))
        )
    }

    @Test func open_takesJSON() throws {
        let invocation = try makeSUT(["open", "--json", "platefinder://history"])

        #expect(
            invocation == .open(.history, json: true, ConfigurationOptions(ParsedArguments([]))))
    }

    @Test(arguments: [
        (["open"], UsageError.missingLink),
        (["open", "http://example.com"], .invalidLink(.wrongScheme)),
        (["open", "platefinder://history/x"], .invalidLink(.unexpectedPath)),
        (["open", "platefinder://history", "extra"], .unexpectedArgument("extra")),
        (["open", "platefinder://history", "--yes"], .unknownOption("--yes")),
    ])
    func open_refusesWhatIsNotOneLink(arguments: [String], error: UsageError) {
        #expect(throws: error) { try makeSUT(arguments) }
    }

    @Test(arguments: [["help", "open"], ["open", "--help"], ["open", "-h", "nonsense"]])
    func help_explainsOpen(arguments: [String]) throws {
        #expect(try makeSUT(arguments) == .help(.open))
    }

    // MARK: - Helpers

    private func makeSUT(_ arguments: [String]) throws(UsageError) -> Invocation {
        try Invocation(ParsedArguments(arguments))
    }
}
