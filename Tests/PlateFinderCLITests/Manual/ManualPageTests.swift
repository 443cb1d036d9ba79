import Foundation
import PlateFinderApp
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

/// `platefinder help --man` prints `platefinder.1` from the help pages and the option table.
@Suite struct ManualPageTests {
    @Test(
        .enabled(if: InstalledTool.path("groff") != nil, "groff is not installed"),
        arguments: ["en", "es"], ["-z", "-Tutf8"])
    func manual_rendersWithoutWarnings_byGroff(language: String, device: String) async throws {
        let (cli, manual) = try await makeSUT(language)
        let file = cli.folder.file("platefinder.1")
        try Data(manual.utf8).write(to: URL(fileURLWithPath: file))

        let result = try await InstalledTool.run("groff", ["-man", "-ww", device, file])

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        withExtendedLifetime(cli) {}
    }

    @Test func manual_startsAsAManPage_andNamesTheTool() async throws {
        let (_, manual) = try await makeSUT()

        #expect(manual.hasPrefix(".TH PLATEFINDER 1 "))
        #expect(manual.contains(".ad l\n.nh\n"))
        #expect(manual.contains(".SH \"NAME\"\nplatefinder \\- looks up Ecuadorian vehicles"))
        #expect(manual.contains(".SH \"SYNOPSIS\"\n.nf\n"))
    }

    @Test(arguments: [
        (
            "en",
            [
                "NAME", "SYNOPSIS", "COMMANDS", "GLOBAL OPTIONS", "ENVIRONMENT", "EXIT CODES",
                "KEYS OF THE FULL-SCREEN APP", "FILES", "EXAMPLES",
            ]
        ),
        (
            "es",
            [
                "NOMBRE", "SINOPSIS", "COMANDOS", "OPCIONES GLOBALES", "VARIABLES DE ENTORNO",
                "CÓDIGOS DE SALIDA", "TECLAS DE LA APLICACIÓN A PANTALLA COMPLETA",
                "ARCHIVOS", "EJEMPLOS",
            ]
        ),
    ])
    func manual_hasEverySection_inItsLanguage(language: String, titles: [String]) async throws {
        let (_, manual) = try await makeSUT(language)

        for title in titles {
            #expect(manual.contains("\n.SH " + Roff.quoted(title) + "\n"), "\(title) missing")
        }
    }

    @Test(arguments: Language.allCases)
    func manual_listsEveryVariableTheToolReads(language: Language) async throws {
        let (_, manual) = try await makeSUT(language.rawValue)
        let environment = try #require(
            manual.components(separatedBy: "\n.SH ").first {
                $0.hasPrefix("\"ENVIRONMENT\"") || $0.hasPrefix("\"VARIABLES DE ENTORNO\"")
            })

        for variable in [
            "PLATEFINDER_ANT_URL", "PLATEFINDER_SRI_URL", "PLATEFINDER_STORE", "XDG_DATA_HOME",
            "HOME", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "TZ", "NO_COLOR", "TERM",
        ] {
            #expect(environment.contains(variable), "\(variable)")
        }
    }

    @Test(arguments: Language.allCases)
    func manual_listsEveryKeyOfTheApp_byScreen(language: Language) async throws {
        let (_, manual) = try await makeSUT(language.rawValue)
        let messages = Messages(language: language)

        for (screen, rows) in AppKeys.screens {
            #expect(manual.contains(".SS " + Roff.quoted(messages.keyScreenTitle(screen))))
            for row in rows {
                #expect(manual.contains("\\fB" + Roff.escape(row.plainKeys) + "\\fR"))
                #expect(manual.contains(Roff.escape(messages.keyDescription(row.action))))
            }
        }
        #expect(!manual.contains("\\[u2191]"), "arrows are spelled as words")
    }

    @Test(arguments: Language.allCases)
    func manual_examples_areCommandLinesTheParserAccepts(language: Language) {
        let examples = HelpText(language: language).exampleRows

        #expect(examples.count >= 12)
        for example in examples {
            let words = example.label.split(separator: " ").map(String.init)
            let arguments = Array(words.dropFirst().prefix { $0 != ">" })
            #expect(words.first == "platefinder")
            #expect(ArgumentVerdict(arguments).usageError == nil, "\(example.label)")
        }
    }

    @Test(arguments: Language.allCases)
    func manual_filesName_theStoreAndWhatAnInstallationPutsInPlace(language: Language) {
        let files = HelpText(language: language).fileRows.map(\.label)

        for path in [
            "$PLATEFINDER_STORE", "$XDG_DATA_HOME/platefinder/platefinder.sqlite",
            "~/.local/share/platefinder/platefinder.sqlite", "_platefinder", "platefinder.fish",
            "platefinder.1",
        ] {
            #expect(files.contains { $0.hasSuffix(path) }, "\(path)")
        }
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

    private func makeSUT(_ language: String = "en") async throws -> (CommandLineHarness, String) {
        let cli = try CommandLineHarness()
        let result = try await cli.run("help", "--man", "--lang", language)
        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        return (cli, result.output)
    }
}
