import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder history show PLATE --sources …` shows only the named sources' saved parts,
/// and asks only them when nothing is saved.
@Suite struct HistoryShowSourcesTests {
    @Test func historyShow_showsOnlyTheNamedSourcesSavedParts_withoutAsking() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234")
        let found = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        let asked = portal.server.requests.count

        let shown = try await portal.cli.run("history", "show", "ABC1234", "--sources", "ant")

        #expect(shown.exitCode == 0)
        #expect(portal.server.requests.count == asked)
        #expect(shown.output.contains("\nSource              saved copy from "))
        #expect(
            WrappedText.withoutSources(shown.output) == WrappedText.withoutSources(found.output))
        #expect(!shown.output.contains("Fines source"))
    }

    @Test func historyShow_limitsTheJSONToTheNamedSources() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234")
        let found = try JSONOutput.object(
            try await portal.cli.run("find", "ABC1234", "--sources", "fines", "--json"))

        let shown = try JSONOutput.object(
            try await portal.cli.run(
                "history", "show", "ABC1234", "--sources", "fines", "--json"))

        let grid = try #require(shown["finesGrid"] as? [String: Any])
        #expect(grid["source"] as? String == "cache")
        #expect(shown["ant"] is NSNull)
        #expect(shown["sri"] is NSNull)
        #expect(shown["manufacturer"] is NSNull)
        #expect(Set(shown.keys) == Set(found.keys))
        #expect(
            NSDictionary(dictionary: shown["pendingFines"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: found["pendingFines"] as? [String: Any] ?? [:]))
    }

    @Test func historyShow_asksOnlyTheNamedSources_whenNothingIsSaved() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()

        let shown = try await portal.cli.run(
            "history", "show", "ABC1234", "--sources", "ant", "--json")

        #expect(shown.exitCode == 0)
        #expect(try JSONOutput.object(shown)["source"] as? String == "portal")
        #expect(portal.pageRequests.count == 1)
        #expect(portal.gridRequests.isEmpty)
        #expect(portal.sri.requests.isEmpty)
    }

    @Test func historyShow_refusesAnUnknownSource() async throws {
        let portal = try makeSUT()

        let shown = try await portal.cli.run("history", "show", "ABC1234", "--sources", "dmv")

        #expect(shown.exitCode == 2)
        #expect(portal.server.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }
}
