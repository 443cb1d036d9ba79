import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct HelpAndVersionTests {
    @Test func version_printsNameAndVersion() async throws {
        let result = try await makeSUT().run("--version")

        #expect(result.output == "platefinder 0.1.0\n")
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], ["help", "help"]])
    func help_printsToolPage_onEverySpelling(arguments: [String]) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.output.hasPrefix("platefinder 0.1.0 — "))
        for text in [
            "Usage:", "find", "validate", "history", "favorites", "--json", "--store", "--yes",
            "PLATEFINDER_ANT_URL", "PLATEFINDER_STORE", "Exit codes:", "\n  6  ",
        ] {
            #expect(result.output.contains(text), "\(text) missing")
        }
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [["find", "--help"], ["help", "find"], ["find", "PBX1234", "-h"]])
    func help_printsFindPage(arguments: [String]) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.output.contains("platefinder find PLATE"))
        #expect(result.output.contains("--timeout SECONDS"))
        #expect(!result.output.contains("platefinder validate"))
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [["validate", "--help"], ["help", "validate"]])
    func help_printsValidatePage(arguments: [String]) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.output.contains("platefinder validate PLATE"))
        #expect(!result.output.contains("--endpoint"))
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [["history", "--help"], ["help", "history"]])
    func help_printsHistoryPage(arguments: [String]) async throws {
        let result = try await makeSUT().run(arguments)

        for text in [
            "platefinder history [--json]", "platefinder history show PLATE",
            "platefinder history remove PLATE", "platefinder history clear [--yes]",
            "\n  6  ",
        ] {
            #expect(result.output.contains(text), "\(text) missing")
        }
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [
        (["history", "clear", "--help"], "platefinder history clear [--yes]"),
        (["history", "show", "PBX1234", "-h"], "platefinder history show PLATE"),
        (["help", "history", "remove"], "platefinder history remove PLATE"),
    ])
    func help_printsTheSubcommandsPage(arguments: [String], usage: String) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.output.contains("Usage:\n  " + usage))
        #expect(!result.output.contains("platefinder history [--json]"))
        #expect(result.output.contains("\n  6  "))
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [
        ["favorites", "--help"], ["help", "favorites"], ["favorites", "toggle", "--help"],
    ])
    func help_printsFavoritesPage(arguments: [String]) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.output.contains("platefinder favorites add|remove|toggle PLATE"))
        #expect(result.output.contains("\n  6  "))
        #expect(!result.output.contains("platefinder history"))
        #expect(result.exitCode == 0)
    }

    @Test(arguments: ["history", "favorites"])
    func help_isSpanish_forStoreCommands(command: String) async throws {
        let result = try await makeSUT().run("help", command, "--lang", "es")

        #expect(result.output.contains("Uso:"))
        #expect(result.output.contains("--store RUTA"))
        #expect(result.exitCode == 0)
    }

    @Test func help_isSpanish_withLangFlagOrSpanishLocale() async throws {
        let flagged = try await makeSUT().run("--help", "--lang", "es")
        let localized = try await makeSUT().run("help", extraEnvironment: ["LANG": "es_EC.UTF-8"])

        #expect(flagged.output.contains("Códigos de salida:"))
        #expect(localized.output == flagged.output)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
