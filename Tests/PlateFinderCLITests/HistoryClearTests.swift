import Foundation
import PlateFinderTestSupport
import Testing

@Suite struct HistoryClearTests {
    @Test func historyClear_refusesWithoutYes_whenNotOnTerminal() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])

        let result = try await cli.run("history", "clear")

        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: Clearing the history needs a confirmation and there is no "
                + "terminal to ask on; pass --yes to clear it.\n")
        #expect(try await cli.historyPlates() == ["AAA1111"])
    }

    @Test func historyClear_clearsEverything_withYes() async throws {
        let cli = try await makeSUT(plates: ["AAA1111", "BBB2222"])

        let result = try await cli.run("history", "clear", "--yes")

        #expect(result.exitCode == 0)
        #expect(result.output == "The search history is now empty.\n")
        #expect(try await cli.historyPlates().isEmpty)
    }

    @Test func historyClear_keepsFavourites() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])
        _ = try await cli.run("favorites", "add", "AAA1111")

        _ = try await cli.run("history", "clear", "--yes")

        #expect(try await cli.favorites() == ["AAA1111"])
    }

    @Test func historyClear_onTerminal_keepsHistory_whenAnswerIsNo_andClears_whenYes()
        async throws
    {
        let cli = try await makeSUT(plates: ["AAA1111"])
        let prompt = "Clear the whole search history? [y/N] "

        let declined = try await cli.runOnTerminal(
            ["history", "clear"], exchanges: [.init(prompt: prompt, reply: "n\n")])
        let keptPlates = try await cli.historyPlates()
        let confirmed = try await cli.runOnTerminal(
            ["history", "clear"], exchanges: [.init(prompt: prompt, reply: "y\n")])

        #expect(declined.exitCode == 0)
        #expect(declined.screen.contains("Nothing was cleared."))
        #expect(keptPlates == ["AAA1111"])
        #expect(confirmed.exitCode == 0)
        #expect(confirmed.screen.contains("The search history is now empty."))
        #expect(try await cli.historyPlates().isEmpty)
    }

    @Test func historyClear_onTerminal_clearsNothing_atEndOfInput() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])

        // Control-D on an empty line: the terminal reports the end of input.
        let result = try await cli.runOnTerminal(
            ["history", "clear"], exchanges: [.init(prompt: "[y/N] ", reply: "\u{04}")])

        #expect(result.exitCode == 0)
        #expect(result.screen.contains("Nothing was cleared."))
        #expect(try await cli.historyPlates() == ["AAA1111"])
    }

    @Test func historyClear_onTerminal_acceptsSpanishYes() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])

        let result = try await cli.runOnTerminal(
            ["history", "clear", "--lang", "es"],
            exchanges: [.init(prompt: "[s/N] ", reply: "sí\n")])

        #expect(result.exitCode == 0)
        #expect(result.screen.contains("El historial de búsquedas ahora está vacío."))
        #expect(try await cli.historyPlates().isEmpty)
    }

    @Test func historyClear_onTerminal_clearsWithoutAsking_withYes() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])

        let result = try await cli.runOnTerminal(["history", "clear", "--yes"], exchanges: [])

        #expect(result.exitCode == 0)
        #expect(!result.screen.contains("[y/N]"))
        #expect(try await cli.historyPlates().isEmpty)
    }

    // MARK: - Helpers

    /// A runner whose history holds failed searches of `plates` (the portal refuses every
    /// connection), newest last in `plates`.
    private func makeSUT(plates: [String]) async throws -> PlateFinderCLI {
        let cli = try PlateFinderCLI(environment: [
            "PLATEFINDER_ANT_URL": try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])
        for plate in plates {
            _ = try await cli.run("find", plate)
        }
        return cli
    }
}
