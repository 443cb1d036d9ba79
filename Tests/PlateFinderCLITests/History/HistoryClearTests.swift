import Foundation
import PlateFinderCLITestSupport
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

        let declined = try await cli.run(["history", "clear"], streams: terminal(answers: ["n"]))
        let keptPlates = try await cli.historyPlates()
        let confirmed = try await cli.run(["history", "clear"], streams: terminal(answers: ["y"]))

        #expect(declined.exitCode == 0)
        #expect(declined.output == prompt + "Nothing was cleared.\n")
        #expect(keptPlates == ["AAA1111"])
        #expect(confirmed.exitCode == 0)
        #expect(confirmed.output == prompt + "The search history is now empty.\n")
        #expect(try await cli.historyPlates().isEmpty)
    }

    @Test func historyClear_onTerminal_clearsNothing_atEndOfInput() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])

        // Control-D on an empty line: the terminal reports the end of input, and the
        // answer's line was never ended.
        let result = try await cli.run(["history", "clear"], streams: terminal(answers: []))

        #expect(result.exitCode == 0)
        #expect(result.output.hasSuffix("[y/N] \nNothing was cleared.\n"))
        #expect(try await cli.historyPlates() == ["AAA1111"])
    }

    @Test func historyClear_onTerminal_acceptsSpanishYes() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])

        let result = try await cli.run(
            ["history", "clear", "--lang", "es"], streams: terminal(answers: ["sí"]))

        #expect(result.exitCode == 0)
        #expect(result.output.contains("[s/N] "))
        #expect(result.output.contains("El historial de búsquedas ahora está vacío."))
        #expect(try await cli.historyPlates().isEmpty)
    }

    @Test func historyClear_onTerminal_clearsWithoutAsking_withYes() async throws {
        let cli = try await makeSUT(plates: ["AAA1111"])

        let result = try await cli.run(
            ["history", "clear", "--yes"], streams: terminal(answers: ["n"]))

        #expect(result.exitCode == 0)
        #expect(!result.output.contains("[y/N]"))
        #expect(try await cli.historyPlates().isEmpty)
    }

    // MARK: - Helpers

    /// A runner whose history holds failed searches of `plates` (the portal refuses every
    /// connection), newest last in `plates`.
    private func makeSUT(plates: [String]) async throws -> CommandLineHarness {
        let cli = try CommandLineHarness(environment: [
            "PLATEFINDER_ANT_URL": try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])
        for plate in plates {
            _ = try await cli.run("find", plate)
        }
        return cli
    }

    /// Streams a person at a terminal types `answers` into, one line each.
    private func terminal(answers: [String]) -> RecordingStreams {
        RecordingStreams(isInteractive: true, answers: answers)
    }
}
