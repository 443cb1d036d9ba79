import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct FindHistoryTests {
    @Test func find_recordsVehicle_inHistory() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()

        let found = try await portal.cli.run("find", "abc-1234", "--json")
        let items = try await portal.cli.history()

        #expect(found.exitCode == 0)
        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(item["plateNumber"] as? String == "ABC1234")
        #expect((item["car"] as? [String: Any])?["model"] as? String == "AA COROLLA 1.6")
        #expect(item["failure"] is NSNull)
        #expect(item["fetchedAt"] as? String == item["searchDate"] as? String)
        #expect(item["fetchedAt"] as? String == JSONOutput.string(found, "fetchedAt"))
    }

    @Test(
        arguments: [
            (ScriptedHTTPResponse.html(Data("down".utf8), statusCode: 503), 4, "serverError", 503),
            (
                .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")), 3,
                "noDataFound", nil
            ),
            (.html(try PortalPage.vehicle()), 5, "parsingError", nil),
            (
                .html(try PortalPage.fixture(named: "portal_maintenance.latin1.html")), 4,
                "portalUnavailable", nil
            ),
        ] as [(ScriptedHTTPResponse, Int32, String, Int?)])
    func find_recordsFailure_inHistory(
        response: ScriptedHTTPResponse, exitCode: Int32, code: String, statusCode: Int?
    ) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(response)

        let found = try await portal.cli.run("find", "XYZ9876", "--sources", "ant")
        let items = try await portal.cli.history()

        #expect(found.exitCode == exitCode)
        let item = try #require(items.first)
        #expect(item["plateNumber"] as? String == "XYZ9876")
        #expect(item["car"] is NSNull)
        #expect(item["fetchedAt"] is NSNull)
        let failure = try #require(item["failure"] as? [String: Any])
        #expect(failure["code"] as? String == code)
        #expect(failure["statusCode"] as? Int == statusCode)
    }

    @Test func find_recordsFailure_whenPortalRefusesConnection() async throws {
        let offline = try makeSUT().offline()

        let found = try await offline.run("find", "XYZ9876", "--sources", "ant")

        #expect(found.exitCode == 4)
        let failure = try await offline.history().first?["failure"] as? [String: Any]
        #expect(failure?["code"] as? String == "networkError")
    }

    @Test func find_recordsNothing_andCreatesNoStore_forIncompletePlate() async throws {
        let portal = try makeSUT()

        let found = try await portal.cli.run("find", "PBX12")

        #expect(found.exitCode == 2)
        #expect(!FileManager.default.fileExists(atPath: portal.cli.storePath))
    }

    @Test func find_movesSearchedPlateToTop_withoutDuplicates() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle(times: 3)

        for plate in ["ABC1234", "PBX0001", "ABC1234"] {
            _ = try await portal.cli.run("find", plate)
        }

        #expect(try await portal.cli.historyPlates() == ["ABC1234", "PBX0001"])
    }

    @Test func find_saysWhetherPlateIsFavourite() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle(times: 2)

        _ = try await portal.cli.run("favorites", "add", "ABC1234")
        let card = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        let json = try await portal.cli.run("find", "ABC1234", "--sources", "ant", "--json")

        #expect(card.output.hasSuffix("Favourite           yes\n"))
        #expect(try JSONOutput.object(json)["isFavorite"] as? Bool == true)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }
}
