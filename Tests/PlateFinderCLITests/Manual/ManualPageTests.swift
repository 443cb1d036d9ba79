import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

/// `platefinder help --man` prints `platefinder.1` from the help pages and the option table.
@Suite struct ManualPageTests {
    @Test(.enabled(if: InstalledTool.path("groff") != nil, "groff is not installed"))
    func manual_rendersWithoutWarnings_byGroff() async throws {
        let (cli, manual) = try await makeSUT()
        let file = cli.folder.file("platefinder.1")
        try Data(manual.utf8).write(to: URL(fileURLWithPath: file))

        let result = try await InstalledTool.run("groff", ["-man", "-ww", "-z", file])

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        withExtendedLifetime(cli) {}
    }

    @Test func manual_startsAsAManPage_andNamesTheTool() async throws {
        let (_, manual) = try await makeSUT()

        #expect(manual.hasPrefix(".TH PLATEFINDER 1 "))
        #expect(manual.contains(".SH NAME\nplatefinder \\- looks Ecuadorian vehicles up"))
        #expect(manual.contains(".SH SYNOPSIS\n.nf\n"))
    }

    @Test func manual_hasASection_forEveryCommandPage() async throws {
        let (_, manual) = try await makeSUT()

        let pages = CommandTable.commands.filter {
            HelpPage(language: .english).ownDocument($0) != nil
        }
        #expect(!pages.isEmpty)
        for command in pages {
            let name = try #require(command.name)
            #expect(manual.contains("\n.SH \"" + name.uppercased() + "\"\n"), "\(name)")
        }
    }

    @Test func manual_listsEveryOption_inTheTable() async throws {
        let (_, manual) = try await makeSUT()

        for spec in CommandTable.options {
            #expect(manual.contains(spec.name.replacingOccurrences(of: "-", with: "\\-")))
        }
    }

    @Test func help_withACommandAndMan_isAUsageError() async throws {
        let result = try await CommandLineHarness().run("help", "find", "--man")

        #expect(result.error.hasPrefix("platefinder: Unexpected argument 'find'"))
        #expect(result.exitCode == 2)
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (CommandLineHarness, String) {
        let cli = try CommandLineHarness()
        let result = try await cli.run("help", "--man")
        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        return (cli, result.output)
    }
}
