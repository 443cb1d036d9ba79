import PlateFinderCLITestSupport
import Testing

@Suite struct UsageErrorTests {
    @Test(
        arguments: [
            ([], "No command given"),
            (["fnd", "PBX1234"], "Unknown command 'fnd'"),
            (["find", "PBX1234", "--jsno"], "Unknown option '--jsno'"),
            (["--version", "find", "PBX1234"], "Unknown option '--version'"),
            (["find", "PBX1234", "--timeout"], "The option --timeout needs a value."),
            (["find", "PBX1234", "--json=yes"], "The option --json takes no value."),
            (["find"], "No plate given"),
            (["validate"], "No plate given"),
            (["find", "PBX1234", "--timeout", "0"], "Invalid --timeout '0'"),
            (["find", "PBX1234", "--timeout=301"], "Invalid --timeout '301'"),
            (["find", "PBX1234", "--timeout", "soon"], "Invalid --timeout 'soon'"),
            (
                ["find", "PBX1234", "--endpoint", "ftp://example.com"],
                "Invalid --endpoint 'ftp://example.com'"
            ),
            (["find", "PBX1234", "--endpoint=example.com"], "Invalid --endpoint 'example.com'"),
            (["find", "PBX1234", "--lang", "fr"], "Invalid --lang 'fr'"),
            (["help", "fnd"], "Unknown command 'fnd'"),
            (["help", "find", "now"], "Unexpected argument 'now'"),
            (["help", "history", "wipe"], "Unexpected argument 'wipe'"),
            (["history", "shwo"], "Unknown history command 'shwo'"),
            (["history", "PBX1234"], "Unknown history command 'PBX1234'"),
            (["favorites", "list"], "Unknown favorites command 'list'"),
            (["history", "show"], "No plate given"),
            (["history", "remove"], "No plate given"),
            (["favorites", "add"], "No plate given"),
            (["favorites", "toggle", "--yes", "PBX1234"], "Unknown option '--yes'"),
            (["history", "remove", "PBX1234", "--yes"], "Unknown option '--yes'"),
            (["history", "clear", "--ics"], "Unknown option '--ics'"),
            (["history", "clear", "now"], "Unexpected argument 'now'"),
            (["validate", "PBX1234", "--sources", "ant"], "Unknown option '--sources'"),
            (["find", "PBX1234", "--store"], "The option --store needs a value."),
            (["favorites", "--store="], "Invalid --store ''"),
            (["history", "clear", "--yes=no"], "The option --yes takes no value."),
        ] as [([String], String)])
    func run_exitsTwo_withOneSentenceOnStandardError(
        arguments: [String], sentence: String
    ) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.error.hasPrefix("platefinder: \(sentence)"))
        #expect(result.error.hasSuffix(".\n"))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 2)
    }

    @Test func run_reportsInvalidEnvironmentEndpoint() async throws {
        let result = try await makeSUT().run(
            "find", "PBX1234", extraEnvironment: ["PLATEFINDER_ANT_URL": "not a url"])

        #expect(
            result.error
                == "platefinder: Invalid PLATEFINDER_ANT_URL 'not a url': give an absolute http or https address.\n"
        )
        #expect(result.exitCode == 2)
    }

    @Test func run_wordsUsageError_inLanguageAskedFor() async throws {
        let result = try await makeSUT().run("find", "--lang=es", "PBX1234", "--timeout", "-1")

        #expect(
            result.error
                == "platefinder: El valor '-1' de --timeout no es válido: indique un número de segundos mayor que 0 y hasta 300.\n"
        )
        #expect(result.exitCode == 2)
    }

    @Test(
        arguments: [
            (
                ["find", "PBX12"],
                "platefinder: 'PBX12' is not a complete plate (incomplete): a plate looks like ABC1234 (car), AB123A (motorcycle) or CD1234 (special).\n"
            ),
            (
                ["find", "pbx", "12345", "--lang", "es"],
                "platefinder: 'PBX12345' no es una placa completa (inválida): una placa tiene la forma ABC1234 (auto), AB123A (moto) o CD1234 (especial).\n"
            ),
        ] as [([String], String)])
    func find_exitsTwo_namingNormalizedPlateAndFormat_forPlateThatIsNotComplete(
        arguments: [String], error: String
    ) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.error == error)
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 2)
    }

    @Test func find_neverEchoesEscape_fromTypedPlate() async throws {
        let result = try await makeSUT().run("find", "\u{1B}[31mPBX12")

        #expect(!result.standardError.contains(0x1B))
        #expect(result.exitCode == 2)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
