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
        for text in ["Usage:", "find", "validate", "--json", "PLATEFINDER_ANT_URL", "Exit codes:"] {
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

        #expect(result.output.contains("platefinder validate TEXT"))
        #expect(!result.output.contains("--endpoint"))
        #expect(result.exitCode == 0)
    }

    @Test func help_isSpanish_withLangFlagOrSpanishLocale() async throws {
        let flagged = try await makeSUT().run("--help", "--lang", "es")
        let localized = try await makeSUT().run("help", extraEnvironment: ["LANG": "es_EC.UTF-8"])

        #expect(flagged.output.contains("Códigos de salida:"))
        #expect(localized.output == flagged.output)
    }

    // MARK: - Helpers

    private func makeSUT() -> PlateFinderCLI {
        PlateFinderCLI()
    }
}
