import PlateFinderCLITestSupport
import Testing

/// Words the command line does not know are answered with the one probably meant, and an
/// unknown option points to its own command's help.
@Suite struct DidYouMeanTests {
    @Test(
        arguments: [
            (
                ["fnd", "PBX1234"],
                "platefinder: Unknown command 'fnd'; did you mean 'find'? Run 'platefinder "
                    + "--help' for usage.\n"
            ),
            (
                ["find", "PBX1234", "--jsn"],
                "platefinder: Unknown option '--jsn' for this command; did you mean '--json'? "
                    + "Run 'platefinder find --help' for usage.\n"
            ),
            (
                ["history", "shwo", "PBX1234"],
                "platefinder: Unknown history command 'shwo'; did you mean 'show'? Run "
                    + "'platefinder history --help' for usage.\n"
            ),
            (
                ["favourites", "--jsno"],
                "platefinder: Unknown option '--jsno' for this command; did you mean '--json'? "
                    + "Run 'platefinder favorites --help' for usage.\n"
            ),
            (
                ["tasks", "--sources", "ant"],
                "platefinder: Unknown option '--sources' for this command; run 'platefinder "
                    + "tasks --help' for usage.\n"
            ),
            (
                ["fnd", "--lang", "es"],
                "platefinder: Comando desconocido 'fnd'; ¿quiso decir 'find'? Ejecute "
                    + "'platefinder --help' para ver el uso.\n"
            ),
            (
                ["find", "--jsn", "--lang=es"],
                "platefinder: Opción desconocida '--jsn' para este comando; ¿quiso decir "
                    + "'--json'? Ejecute 'platefinder find --help' para ver el uso.\n"
            ),
        ] as [([String], String)])
    func run_suggestsTheWordMeant_andItsCommandsHelp(
        arguments: [String], error: String
    ) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.error == error)
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 2)
    }

    @Test func favourites_isTheFavoritesCommand_inCommandsAndHelp() async throws {
        let cli = try makeSUT()

        let added = try await cli.run("favourites", "add", "PBX1234")
        let listed = try await cli.run("favorites")
        let help = try await cli.run("help", "favourites")
        let ownHelp = try await cli.run("favorites", "--help")

        #expect(added.exitCode == 0)
        #expect(listed.output == "PBX1234  nothing saved\n")
        #expect(help.exitCode == 0)
        #expect(help.output == ownHelp.output)
    }

    @Test func toolHelp_namesTheFavouritesAlias() async throws {
        let result = try await makeSUT().run("--help")

        #expect(result.output.contains("(also: favourites)"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
