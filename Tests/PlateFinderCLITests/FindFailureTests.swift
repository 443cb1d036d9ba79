import Foundation
import PlateFinderTestSupport
import Testing

@Suite struct FindFailureTests {
    @Test(arguments: ["PBX12", "PBX12345", "1ABC", "PB-X1-234"])
    func find_exitsTwo_withoutAskingPortal_forPlateThatIsNotComplete(text: String) async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("find", text)

        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(portal.server.requests.isEmpty)
    }

    @Test func find_exitsThree_whenPortalHasNoVehicle() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.noVehicle()))

        let result = try await portal.cli.run("find", "PBX1234")

        #expect(result.error == "platefinder: The ANT portal has no data for the plate PBX1234.\n")
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 3)
    }

    @Test(arguments: [404, 500, 503])
    func find_exitsFour_whenPortalAnswersWithError(statusCode: Int) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.vehicle(), statusCode: statusCode))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(
            result.error
                == "platefinder: The ANT portal answered with an error (HTTP \(statusCode)); try again later.\n"
        )
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test func find_exitsFour_whenPortalRefusesConnection() async throws {
        let cli = PlateFinderCLI(environment: [
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
                delay: .seconds(3)))

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
    ])
    func find_exitsThreeOrFive_onPageThatIsNotThePortals(body: Data) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(body))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect([3, 5].contains(result.exitCode))
        #expect(result.output.isEmpty)
        #expect(
            result.error.hasPrefix("platefinder: ") && result.error.filter { $0 == "\n" }.count == 1
        )
    }

    @Test func find_exitsThreeOrFive_onMaintenancePage() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.maintenance()))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect([3, 5].contains(result.exitCode))
        #expect(result.output.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }
}
