import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct OfflineFallbackTests {
    @Test func find_printsSavedCopy_andSaysWhenItWasFetched_whenPortalRefusesConnection()
        async throws
    {
        let portal = try makeSUT(environment: ["TZ": "UTC"])
        try portal.serveVehicle()
        let online = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        let fetchedAt = try await fetchDate(portal)

        let offline = try await portal.offline().run("find", "ABC1234", "--sources", "ant")

        #expect(offline.exitCode == 0)
        // The same card, saying where it came from: the saved copy, and why.
        #expect(rows(of: offline.output) == rows(of: online.output))
        #expect(
            offline.output.hasPrefix(
                "!! Blocked: fines pending.\n\n"
                    + "Source              saved copy from \(utcMinute(fetchedAt)); the ANT portal "
                    + "could not\n                    be reached\n"))
        #expect(
            offline.error
                == "platefinder: The ANT portal could not be reached, so the vehicle shown is the "
                + "copy saved on \(utcMinute(fetchedAt)).\n")
    }

    @Test func find_printsSavedCopyDate_inLocalTimeZone() async throws {
        let portal = try makeSUT(environment: ["TZ": "America/Guayaquil"])
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        let fetchedAt = try await fetchDate(portal)

        let offline = try await portal.offline().run("find", "ABC1234", "--sources", "ant")

        // Ecuador's mainland is five hours behind UTC all year round.
        let local = utcMinute(fetchedAt.addingTimeInterval(-5 * 3600))
        #expect(offline.error.contains("saved on \(local)."))
    }

    @Test func find_printsSourceCacheAndFetchDate_inJSON_whenPortalRefusesConnection()
        async throws
    {
        let portal = try makeSUT()
        try portal.serveVehicle()
        let online = try JSONOutput.object(
            try await portal.cli.run("find", "ABC1234", "--sources", "ant", "--json"))

        let result = try await portal.offline().run("find", "ABC1234", "--sources", "ant", "--json")

        let offline = try JSONOutput.object(result)
        #expect(result.exitCode == 0)
        #expect(online["source"] as? String == "portal")
        #expect(offline["source"] as? String == "cache")
        #expect(offline["fetchedAt"] as? String == online["fetchedAt"] as? String)
        #expect((offline["portalFailure"] as? [String: Any])?["code"] as? String == "networkError")
        #expect((offline["portalFailure"] as? [String: Any])?["source"] as? String == "ant")
        #expect((offline["ant"] as? [String: Any])?["source"] as? String == "cache")
        #expect(offline["model"] as? String == "AA COROLLA 1.6")
        #expect(result.error.hasPrefix("platefinder: The ANT portal could not be reached"))
    }

    @Test(arguments: [
        ScriptedHTTPResponse.html(Data("Service Unavailable".utf8), statusCode: 503),
        ScriptedHTTPResponse(
            headers: [("Content-Type", "text/html")], body: Data(), delay: .seconds(5)),
        ScriptedHTTPResponse.html(try PortalPage.fixture(named: "portal_maintenance.latin1.html")),
        ScriptedHTTPResponse.html(Data()),
    ])
    func find_printsSavedCopy_whenPortalFailsOrTimesOut(
        failure: ScriptedHTTPResponse
    )
        async throws
    {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        portal.server.enqueue(failure)

        let result = try await portal.cli.run(
            "find", "ABC1234", "--sources", "ant", "--timeout", "0.5")

        #expect(result.exitCode == 0)
        #expect(
            result.output.hasPrefix(
                "!! Blocked: fines pending.\n\n" + "Source              saved copy from "))
        #expect(result.output.contains("Plate               ABC1234\n"))
        #expect(result.error.contains(", so the vehicle shown is the copy saved on "))
    }

    @Test func find_trustsPortal_overSavedCopy_whenPortalSaysItHasNoData() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 3)
        #expect(result.output.isEmpty)
    }

    @Test func find_exitsFour_whenPortalRefusesConnection_andNothingIsSaved() async throws {
        let portal = try makeSUT()

        let result = try await portal.offline().run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 4)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: Could not reach the ANT portal; check the connection and try again.\n"
        )
    }

    @Test func find_saysSavedCopyNote_inSpanish() async throws {
        let portal = try makeSUT(environment: ["LANG": "es_EC.UTF-8"])
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        let result = try await portal.offline().run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 0)
        #expect(
            result.error.hasPrefix(
                "platefinder: No se pudo conectar con el portal de la ANT, así que el vehículo "
                    + "mostrado es la copia guardada el "))
    }

    // MARK: - Helpers

    private func makeSUT(environment: [String: String] = [:]) throws -> LoopbackPortal {
        try LoopbackPortal(environment: environment)
    }

    /// A card's rows from the plate on: what it says of the vehicle, not where it came from.
    private func rows(of card: String) -> Substring {
        card.range(of: "Plate ").map { card[$0.lowerBound...] } ?? ""
    }

    /// When the history says the portal last gave the newest item's vehicle.
    private func fetchDate(_ portal: LoopbackPortal) async throws -> Date {
        let text = try #require(try await portal.cli.history().first?["fetchedAt"] as? String)
        return try #require(ISO8601Text.date(text))
    }

    /// `2026-11-29 14:03`: the UTC date and minute of `date`.
    private func utcMinute(_ date: Date) -> String {
        String(ISO8601DateFormatter().string(from: date).prefix(16)).replacingOccurrences(
            of: "T", with: " ")
    }
}
