import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct FindFailureTests {
    @Test(arguments: ["PBX12", "PBX12345", "1ABC", "PB_X1234"])
    func find_exitsTwo_withoutAskingPortal_forPlateThatIsNotComplete(text: String) async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("find", text)

        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(portal.pageRequests.isEmpty)
    }

    @Test func find_exitsThree_whenPortalPageHasEmptyPlateCell() async throws {
        let portal = try makeSUT()
        let page = "unknown_plate_empty_cells.latin1.html"
        portal.server.enqueue(.html(try PortalPage.fixture(named: page)))

        let result = try await portal.cli.run("find", "XYZ9876")

        #expect(result.error == "platefinder: The ANT portal has no data for the plate XYZ9876.\n")
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 3)
    }

    @Test(arguments: [404, 500, 503])
    func find_exitsFour_whenPortalAnswersWithError(statusCode: Int) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.vehicle(), statusCode: statusCode))

        let result = try await portal.cli.run("find", "ABC1234")

        // A 503 is the portal saying it is busy; any other status, an error.
        let said =
            statusCode == 503
            ? "is busy (HTTP 503)" : "answered with an error (HTTP \(statusCode))"
        #expect(result.error == "platefinder: The ANT portal \(said); try again later.\n")
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test func find_exitsFour_whenPortalRefusesConnection() async throws {
        let cli = try CommandLineHarness(environment: [
            "PLATEFINDER_ANT_URL": try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])

        let result = try await cli.run("find", "ABC1234")

        #expect(
            result.error
                == "platefinder: Could not reach the ANT portal; check the connection and try again.\n"
        )
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test func find_exitsFour_whenPortalAnswersAfterTimeout() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(
            ScriptedHTTPResponse(
                headers: [("Content-Type", "text/html")], body: try PortalPage.vehicle(),
                delay: .seconds(5)))

        let result = try await portal.cli.run("find", "ABC1234", "--timeout", "0.5")

        #expect(result.error.hasPrefix("platefinder: The ANT portal did not answer in time"))
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test(arguments: [
        ScriptedHTTPResponse.Ending.truncateBody(afterBytes: 3000), .dropConnection,
    ])
    func find_exitsFour_whenConnectionIsCut(ending: ScriptedHTTPResponse.Ending) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(
            ScriptedHTTPResponse(
                headers: [("Content-Type", "text/html")], body: try PortalPage.vehicle(),
                ending: ending))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test(arguments: [
        Data("Service Temporarily Unavailable".utf8), Data([0x00, 0xFF, 0x3C, 0x74, 0x61]),
        Data(),
        try PortalPage.fixture(named: "unknown_plate_message_without_table.latin1.html"),
        Data((#"{"rows":[{"cell":["ABC1234"]}]}"#).utf8),
        Data(("<body>" + String(repeating: "<b>", count: 300)).utf8) + (try PortalPage.vehicle()),
    ])
    func find_exitsFour_onAnswerThatIsNotTheVehiclePage(body: Data) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(body))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(
            result.error.hasPrefix(
                "platefinder: The ANT portal did not answer with its vehicle page ("))
        #expect(result.error.hasSuffix("); try again later.\n"))
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test func find_exitsFive_whenVehicleTableLacksACell() async throws {
        let portal = try makeSUT()
        let page = try PortalPage.vehicle(
            replacing: ##"<td class="detalle_formulario">  <font color = "#FF0000"  ></td>"##,
            with: "")
        portal.server.enqueue(.html(page))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(
            result.error
                == "platefinder: The ANT portal's page for ABC1234 could not be understood: "
                + "the vehicle table has no value after Fecha Caducidad:.\n")
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 5)
    }

    @Test func find_exitsFour_whenPageIsTooLarge() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(Data(repeating: UInt8(ascii: "x"), count: 3 * 1024 * 1024)))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(
            result.error
                == "platefinder: The ANT portal did not answer with its vehicle page "
                + "(answer larger than 2 MiB); try again later.\n")
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }
}
