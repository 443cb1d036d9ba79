import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// Searches, favourites and saved vehicles the file holds but no PlateFinder writes hide
/// nothing else: lists leave them out and name them on stderr; `history show` of such a
/// plate prints what it read and exits 6 saying what it could not.
@Suite struct HistoryUnreadableRowTests {
    @Test(arguments: [9.3e18, -9.3e18, 1e300])
    func history_listsTheOthers_andNamesASearchDatedOutOfAnyCalendar(
        searchDate: Double
    ) async throws {
        let cli = try await makeSUT(unreadableSearchDate: searchDate)

        let text = try await cli.run("history")
        let json = try await cli.run("history", "--json")

        let note = "platefinder: The search of PBX1234 cannot be read and is left out.\n"
        #expect(text.exitCode == 0)
        #expect(text.output.hasPrefix("  ABC1234  "))
        #expect(text.output.split(separator: "\n").count == 1)
        #expect(text.error == note)
        #expect(json.exitCode == 0)
        #expect(
            try JSONOutput.items(json).compactMap { $0["plateNumber"] as? String } == ["ABC1234"])
        #expect(json.error == note)
    }

    @Test func history_namesTheUnreadableSearch_inSpanish() async throws {
        let cli = try await makeSUT(unreadableSearchDate: 9.3e18)

        let result = try await cli.run("history", "--lang", "es")

        #expect(result.error == "platefinder: No se puede leer la búsqueda de PBX1234; se omite.\n")
    }

    @Test func historyRemove_removesTheUnreadableSearch() async throws {
        let cli = try await makeSUT(unreadableSearchDate: 9.3e18)

        let removed = try await cli.run("history", "remove", "PBX1234")
        let listed = try await cli.run("history")

        #expect(removed.exitCode == 0)
        #expect(removed.output == "PBX1234 was removed from the search history.\n")
        #expect(listed.error.isEmpty)
    }

    @Test(arguments: [["favorites"], ["favorites", "--json"]])
    func favorites_listsTheOthers_andNamesAFavouriteOfNoPlate(arguments: [String]) async throws {
        let cli = try CommandLineHarness()
        _ = try await cli.run("favorites", "add", "ABC1234")
        try StoreFile.execute(
            at: cli.storePath, "INSERT INTO favorite (plate_number, position) VALUES (?, 7)",
            [.blob(Data("PBX1234".utf8))])

        let result = try await cli.run(arguments)

        #expect(result.exitCode == 0)
        #expect(result.output.contains("ABC1234"))
        #expect(!result.output.contains("PBX1234"))
        #expect(
            result.error == "platefinder: A favourite (row 2) cannot be read and is left out.\n")
    }

    @Test(arguments: [["history", "show", "ABC1234"], ["history", "show", "ABC1234", "--json"]])
    func historyShow_ofAPlateWhoseSavedVehicleCannotBeRead_exitsSix_sayingSo(
        arguments: [String]
    ) async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        try StoreFile.execute(
            at: portal.cli.storePath, "UPDATE saved_vehicle SET fetched_at = 9.3e18", [])
        let requests = portal.server.requests.count

        let result = try await portal.cli.run(arguments)

        #expect(result.exitCode == 6)
        #expect(portal.server.requests.count == requests)
        if arguments.contains("--json") {
            let ant = try JSONOutput.object(result)["ant"] as? [String: Any]
            #expect(ant?["status"] as? String == "notSaved")
        } else {
            #expect(result.output.contains("saved copy unreadable"))
        }
        #expect(
            result.error
                == "platefinder: The saved ANT vehicle of ABC1234 in \(portal.cli.storePath) "
                + "cannot be read: it holds what no PlateFinder writes. 'platefinder find "
                + "ABC1234' replaces it with a fresh answer.\n")
    }

    // MARK: - Helpers

    /// A store whose history holds ABC1234's search and PBX1234's, dated `searchDate`
    /// seconds after 1970, as another program could write it.
    private func makeSUT(
        unreadableSearchDate searchDate: Double
    ) async throws
        -> CommandLineHarness
    {
        let cli = try CommandLineHarness()
        _ = try await cli.run("favorites")
        try StoreFile.execute(
            at: cli.storePath,
            "INSERT INTO search_history (plate_number, position, search_date) VALUES (?, ?, ?)",
            [.text("ABC1234"), .integer(1), .real(1_780_000_000)])
        try StoreFile.execute(
            at: cli.storePath,
            "INSERT INTO search_history (plate_number, position, search_date) VALUES (?, ?, ?)",
            [.text("PBX1234"), .integer(2), .real(searchDate)])
        return cli
    }
}
