import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder __complete plates`, which the completion scripts call: the favourites, then
/// the history, each plate once, and nothing (for tasks either) when there is no store yet.
@Suite struct CompletionPlatesTests {
    @Test func plates_listsFavouritesFirst_thenTheHistory_eachOnce() async throws {
        let cli = try CommandLineHarness(environment: [
            "PLATEFINDER_ANT_URL": try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])
        _ = try await cli.run("find", "AAA1111", "--sources", "ant")
        _ = try await cli.run("find", "PBX1234", "--sources", "ant")
        _ = try await cli.run("favorites", "add", "GBC4567")
        _ = try await cli.run("favorites", "add", "AAA1111")

        let result = try await cli.run("__complete", "plates")

        #expect(result.output == "AAA1111\nGBC4567\nPBX1234\n")
        #expect(result.exitCode == 0)
    }

    @Test(arguments: ["plates", "tasks"])
    func listing_withoutAStore_listsNothing_andCreatesNone(listing: String) async throws {
        let cli = try CommandLineHarness()

        let result = try await cli.run("__complete", listing)

        #expect(result.output.isEmpty)
        #expect(result.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test func hiddenCommand_isNeverShown_inHelpOrTheManual() async throws {
        let cli = try CommandLineHarness()

        let help = try await cli.run("--help")
        let manual = try await cli.run("help", "--man")

        #expect(!help.output.contains("__complete"))
        #expect(!manual.output.contains("__complete"))
    }
}
