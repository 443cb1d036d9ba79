import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `find` asks the fines grid after the vehicle and shows the pending total beside the
/// ANT's counts; `--sources` names it `fines`.
@Suite struct FindFinesTests {
    @Test func find_showsThePendingTotal_inSpanish() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("find", "ABC1234", "--lang", "es")

        #expect(result.exitCode == 0)
        #expect(result.output.contains("Total multas          4 pendientes — USD 230,30\n"))
    }

    @Test func find_asksTheGridAfterThePage_reusingThePage() async throws {
        let portal = try makeSUT()

        _ = try await portal.cli.run("find", "ABC1234")

        #expect(portal.server.requests.map(\.path) == [LoopbackPortal.pagePath, portal.gridPath])
        #expect(portal.server.mostRequestsInFlight == 1)
    }

    @Test func find_asksOnlyTheFines_whenTheyAreTheOnlySourceNamed() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "fines")

        #expect(result.exitCode == 0)
        #expect(
            result.output == """
                !! Blocked: fines pending.

                Plate               ABC1234
                Format              car
                Province            Azuay
                Registration month  May
                Favourite           no

                Traffic fines (ANT)
                Fines total   4 pending — USD 230.30
                Fines source  ANT fines grid, just now

                """)
        #expect(portal.sri.requests.isEmpty)
        let object = try JSONOutput.object(
            try await portal.cli.run("find", "ABC1234", "--sources=fines", "--json"))
        #expect(object["manufacturer"] is NSNull)
        #expect(object["pendingFines"] as? NSDictionary == ["count": 4, "total": "230.30"])
    }

    @Test func find_leavesTheGridAlone_andPendingFinesNull_whenFinesAreNotNamed() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant,sri", "--json")

        #expect(try JSONOutput.object(result)["pendingFines"] is NSNull)
        #expect(portal.gridRequests.isEmpty)
    }

    @Test func find_showsTheVehicle_andWhyTheFinesAreMissing_whenTheGridFails() async throws {
        let portal = try makeSUT()
        portal.serveFines { _ in ScriptedHTTPResponse(statusCode: 500) }

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(result.exitCode == 0)
        #expect(
            WrappedText.unwrapped(result.output).contains(
                "Fines total         could not be read; the ANT's fines grid answered with an "
                    + "error (HTTP 500)\n"))
        #expect(
            result.error
                == "platefinder: The ANT's fines grid answered with an error (HTTP 500); try "
                + "again later.\n")
        let object = try JSONOutput.object(try await portal.cli.run("find", "ABC1234", "--json"))
        #expect(object["pendingFines"] is NSNull)
    }

    @Test func find_saysOnStandardError_whenThePendingFinesDisagreeWithThePage() async throws {
        let portal = try makeSUT()
        // The page counts 4 pending fines; the grid lists none.
        portal.serveFines { _ in .json(PortalFines.emptyGrid) }

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(result.exitCode == 0)
        #expect(
            WrappedText.unwrapped(result.output).contains(
                "Fines total         could not be read: the fines grid lists 0 pending fines, "
                    + "the page counts 4\n"))
        #expect(
            result.error
                == "platefinder: The ANT's fines for ABC1234 could not be read: the fines grid "
                + "lists 0 pending fines, the page counts 4.\n")
    }

    @Test func find_labelsTheSavedFines_whenTheGridFailsAfterAnEarlierAnswer() async throws {
        let portal = try makeSUT(environment: ["TZ": "UTC"])
        _ = try await portal.cli.run("find", "ABC1234")
        try portal.serveVehicle()
        portal.serveFines { _ in ScriptedHTTPResponse(statusCode: 502) }

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(result.exitCode == 0)
        #expect(result.output.contains("Fines total         4 pending — USD 230.30\n"))
        #expect(result.output.contains("Fines source        saved copy from "))
        #expect(
            WrappedText.unwrapped(result.output).contains(
                "; the ANT's fines grid answered with an error (HTTP 502)\n"))
        #expect(
            result.error.contains(
                "The ANT's fines grid answered with an error (HTTP 502), so the fines shown are "
                    + "the copy saved on"))
    }

    /// The vehicle and its fines are two saved copies, each with its own date: stderr says
    /// each one that stood in.
    @Test func find_saysEverySavedCopyThatStoodIn_whenThePortalCannotBeReached() async throws {
        let portal = try makeSUT()
        _ = try await portal.cli.run("find", "ABC1234")

        let offline = try await portal.offline().run("find", "ABC1234")

        #expect(offline.exitCode == 0)
        #expect(offline.error.contains("so the vehicle shown is the copy saved on"))
        #expect(offline.error.contains("so the fines shown are the copy saved on"))
    }

    @Test func historyShow_printsTheSavedFines_withoutAsking() async throws {
        let portal = try makeSUT()
        _ = try await portal.cli.run("find", "ABC1234")

        let shown = try await portal.cli.run("history", "show", "ABC1234")

        #expect(shown.exitCode == 0)
        #expect(shown.output.contains("Fines total         4 pending — USD 230.30\n"))
        #expect(shown.output.contains("Fines source        saved copy from "))
        #expect(portal.server.requests.count == 2)
    }

    // MARK: - Helpers

    /// A portal that shows the vehicle once; its fines grid answers by itself.
    private func makeSUT(environment: [String: String] = [:]) throws -> LoopbackPortal {
        let portal = try LoopbackPortal(environment: environment)
        try portal.serveVehicle()
        return portal
    }
}
