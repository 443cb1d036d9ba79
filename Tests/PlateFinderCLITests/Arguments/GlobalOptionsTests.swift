import PlateFinderApp
import PlateFinderCLITestSupport
import Testing

@testable import PlateFinderCLI

/// `--lang`, `--store`, `--endpoint`, `--sri-endpoint` and `--timeout` are accepted by every
/// command, so a shell alias that adds one never breaks a command.
@Suite struct GlobalOptionsTests {
    @Test(arguments: CommandTableTests.forms)
    func everyCommand_acceptsEveryGlobalOption(form: CommandTableTests.Form) {
        for option in CommandTable.globalOptions {
            let arguments = ParsedArguments(form.words + [option.name + "=x"])

            #expect(
                throws: Never.self, "\(form.words) \(option.name)",
                performing: {
                    try arguments.check(
                        allowing: CommandTable.acceptedOptions(
                            form.command, subcommand: form.subcommand))
                })
        }
    }

    @Test func validate_withTheStoreOfAnAlias_validatesThePlate() async throws {
        let cli = try makeSUT()

        let result = try await cli.run("validate", "PBX1234", "--store", cli.folder.file("x.db"))

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.contains("PBX1234"))
    }

    @Test func help_withGlobalOptions_printsThePage() async throws {
        let result = try await makeSUT().run(
            "help", "find", "--timeout", "5", "--endpoint", "http://127.0.0.1:9")

        #expect(result.exitCode == 0)
        #expect(result.output.contains("platefinder find"))
    }

    @Test func toolHelp_saysOnceWhichOptionsEveryCommandAccepts() async throws {
        let result = try await makeSUT().run("--help")

        let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "Global options: --lang en|es"))
        #expect(
            words.contains(
                "Every command accepts --lang, --store, --endpoint, --sri-endpoint and --timeout,"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
