import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct HistoryCommandTests {
    @Test(arguments: [
        (["history"], "The search history is empty.\n"), (["history", "--json"], "[]\n"),
    ])
    func history_saysItIsEmpty_onFirstUse(arguments: [String], output: String) async throws {
        let result = try await makeSUT().cli.run(arguments)

        #expect(result.output == output)
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test func history_listsNewestFirst_withLocalTimeVehicleOrFailure_andFavouriteMark()
        async throws
    {
        let portal = try makeSUT(environment: ["TZ": "America/Guayaquil"])
        try portal.serveVehicle()
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")))
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        _ = try await portal.cli.run("find", "XYZ9876", "--sources", "ant")
        _ = try await portal.cli.run("favorites", "add", "ABC1234")

        let result = try await portal.cli.run("history")

        let lines = result.output.split(separator: "\n").map(String.init)
        let pattern = #"^[ *] [A-Z0-9]{7}  \d{4}-\d{2}-\d{2} \d{2}:\d{2}  "#
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.range(of: pattern, options: .regularExpression) != nil })
        #expect(lines.first?.hasPrefix("  XYZ9876  ") == true)
        #expect(lines.first?.hasSuffix("  no data on the portal") == true)
        #expect(lines.last?.hasPrefix("* ABC1234  ") == true)
        #expect(lines.last?.hasSuffix("  TOYOTA AA COROLLA 1.6 (2009)") == true)
        #expect(result.exitCode == 0)
    }

    @Test func history_printsJSONArray_ofDocumentedItems() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        _ = try await portal.offline().run("find", "PBX0001", "--sources", "ant")

        let items = try await portal.cli.history()

        let keys: Set<String> = [
            "plateNumber", "searchDate", "car", "fetchedAt", "failure", "isFavorite",
        ]
        #expect(items.allSatisfy { Set($0.keys) == keys })
        #expect(items.map { $0["plateNumber"] as? String } == ["PBX0001", "ABC1234"])
        #expect(
            items.compactMap { $0["searchDate"] as? String }.allSatisfy(ISO8601Text.isUTCSeconds))
        let car = try #require(items.last?["car"] as? [String: Any])
        #expect(car["registrationDate"] as? String == "2025-06-14")
        #expect((car["fines"] as? [String: Any])?["voided"] as? Int == 20)
    }

    @Test func historyShow_printsSavedVehicleAsFindDoes_withoutAskingPortal() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        let found = try await portal.cli.run("find", "ABC1234")

        let shown = try await portal.cli.run("history", "show", "abc-1234")

        #expect(portal.pageRequests.count == 1)
        #expect(shown.exitCode == 0)
        // The same rows, but for where they came from: every part its saved copy.
        #expect(
            shown.output.hasPrefix(
                "!! Blocked: fines pending.\n\n" + "Source              saved copy from "))
        #expect(
            found.output.hasPrefix(
                "!! Blocked: fines pending.\n\n" + "Source              ANT portal, just now\n"))
        #expect(
            WrappedText.withoutSources(shown.output) == WrappedText.withoutSources(found.output))
        #expect(shown.output.contains("Fines source        saved copy from "))
        #expect(shown.error.hasPrefix("platefinder: This is the copy saved on "))
        #expect(
            shown.error.hasSuffix("; run 'platefinder find ABC1234' to ask the portals again.\n"))
    }

    @Test func historyShow_printsSourceCache_inJSON() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        let found = try JSONOutput.object(try await portal.cli.run("find", "ABC1234", "--json"))

        let shown = try JSONOutput.object(
            try await portal.cli.run("history", "show", "ABC1234", "--json"))

        #expect(portal.pageRequests.count == 1)
        #expect(shown["source"] as? String == "cache")
        #expect(shown["fetchedAt"] as? String == found["fetchedAt"] as? String)
        #expect(shown["portalFailure"] is NSNull)
        #expect(
            NSDictionary(dictionary: vehicle(shown)) == NSDictionary(dictionary: vehicle(found)))
    }

    @Test func historyShow_looksUpAsFindDoes_whenNothingIsSaved() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()

        let shown = try await portal.cli.run("history", "show", "ABC1234", "--json")

        #expect(portal.pageRequests.count == 1)
        #expect(shown.exitCode == 0)
        #expect(try JSONOutput.object(shown)["source"] as? String == "portal")
        #expect(try await portal.cli.historyPlates() == ["ABC1234"])
    }

    @Test func historyShow_exitsTwo_forIncompletePlate() async throws {
        let portal = try makeSUT()

        let shown = try await portal.cli.run("history", "show", "PBX12")

        #expect(shown.exitCode == 2)
        #expect(shown.error.hasPrefix("platefinder: 'PBX12' is not a complete plate"))
        #expect(portal.pageRequests.isEmpty)
    }

    @Test func historyRemove_forgetsOnlyThatPlate() async throws {
        let offline = try makeSUT().offline()
        for plate in ["AAA1111", "BBB2222", "CCC3333"] {
            _ = try await offline.run("find", plate)
        }

        let removed = try await offline.run("history", "remove", "bbb-2222")

        #expect(removed.output == "BBB2222 was removed from the search history.\n")
        #expect(removed.exitCode == 0)
        #expect(try await offline.historyPlates() == ["CCC3333", "AAA1111"])
    }

    @Test func historyRemove_takesSeveralPlates_andSaysForEachWhetherItWasThere() async throws {
        let offline = try makeSUT().offline()
        for plate in ["AAA1111", "BBB2222", "CCC3333"] {
            _ = try await offline.run("find", plate)
        }

        let removed = try await offline.run("history", "remove", "aaa-1111", "ZZZ9999", "CCC3333")

        #expect(removed.exitCode == 0)
        #expect(
            removed.output
                == "AAA1111 was removed from the search history.\n"
                + "ZZZ9999 is not in the search history.\n"
                + "CCC3333 was removed from the search history.\n")
        #expect(try await offline.historyPlates() == ["BBB2222"])
    }

    @Test func historyRemove_removesNothing_whenAnyPlateGivenIsInvalid() async throws {
        let offline = try makeSUT().offline()
        for plate in ["AAA1111", "BBB2222"] {
            _ = try await offline.run("find", plate)
        }

        let removed = try await offline.run("history", "remove", "AAA1111", "BBB22")

        #expect(removed.exitCode == 2)
        #expect(removed.output.isEmpty)
        #expect(removed.error.hasPrefix("platefinder: 'BBB22' is not a complete plate"))
        #expect(try await offline.historyPlates() == ["BBB2222", "AAA1111"])
    }

    @Test func historyShow_answersAFavouriteFromItsSavedVehicle_longAfterItLeftTheHistory()
        async throws
    {
        let portal = try makeSUT()
        try portal.serveVehicle(times: 1 + 56)
        #expect(try await portal.cli.run("find", "PBX1234").exitCode == 0)
        #expect(try await portal.cli.run("favorites", "add", "PBX1234").exitCode == 0)
        for index in 1...56 {
            #expect(
                try await portal.cli.run("find", String(format: "GBA%04d", index)).exitCode == 0)
        }
        #expect(try await !portal.cli.historyPlates().contains("PBX1234"))

        let shown = try await portal.cli.run("history", "show", "PBX1234", "--json")

        #expect(shown.exitCode == 0)
        #expect(try JSONOutput.object(shown)["source"] as? String == "cache")
        #expect(try JSONOutput.object(shown)["manufacturer"] as? String == "TOYOTA")
        #expect(portal.pageRequests.count == 57)
    }

    // MARK: - Helpers

    private func makeSUT(environment: [String: String] = [:]) throws -> LoopbackPortal {
        try LoopbackPortal(environment: environment)
    }

    private func vehicle(_ object: [String: Any]) -> [String: Any] {
        object.filter {
            ![
                "source", "fetchedAt", "portalFailure", "isFavorite", "sri", "registrationStatus",
                "ant", "finesGrid", "identity", "registrationDeadline", "pendingFines",
            ].contains($0.key)
        }
    }
}
