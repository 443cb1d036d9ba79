import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `favorites` over the loopback portal and SRI: each favourite with its saved vehicle and
/// most serious finding, read from saved answers without a request.
@Suite struct FavoritesListingTests {
    private static let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"

    @Test(arguments: [
        ("en", "PCQ5129  TOYOTA RAV4 LS AC 2.0 5P 4X2 TM 2020  !! sale prohibited\n"),
        ("es", "PCQ5129  TOYOTA RAV4 LS AC 2.0 5P 4X2 TM 2020  !! prohibición de venta\n"),
    ])
    func favorites_listsTheSavedVehicle_andMarksItsBlocker_withoutARequest(
        language: String, line: String
    ) async throws {
        let portal = try await makeSUT(blocked: "PCQ5129")
        let requests = (portal.server.requests.count, portal.sri.requests.count)

        let result = try await portal.cli.run("favorites", "--lang", language)

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output == line)
        #expect(portal.server.requests.count == requests.0)
        #expect(portal.sri.requests.count == requests.1)
    }

    @Test func favorites_coloursTheBlocker_withoutTheMark_onAColourTerminal() async throws {
        let portal = try await makeSUT(blocked: "PCQ5129")

        let result = try await portal.cli.run(
            ["favorites"], streams: RecordingStreams(isInteractive: true))

        #expect(
            result.output
                == "PCQ5129  TOYOTA RAV4 LS AC 2.0 5P 4X2 TM 2020  "
                + "\u{1B}[0;1;31msale prohibited\u{1B}[0m\n")
    }

    @Test func favoritesJSON_givesTheVehicle_andTheFindingCheckListsFirst() async throws {
        let portal = try LoopbackPortal()
        let check = try JSONOutput.object(
            try await checkBlocked("PCQ5129", portal, "--json", "--lang", "es"))
        _ = try await portal.cli.run("favorites", "add", "PCQ5129")

        let items = try JSONOutput.items(
            try await portal.cli.run("favorites", "--json", "--lang", "es"))

        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(Set(item.keys) == ["plate", "vehicle", "finding"])
        #expect(item["plate"] as? String == "PCQ5129")
        #expect(
            item["vehicle"] as? NSDictionary
                == ["make": "TOYOTA", "model": "RAV4 LS AC 2.0 5P 4X2 TM", "year": 2020])
        let finding = try #require(item["finding"] as? [String: Any])
        #expect(finding["kind"] as? String == "saleProhibited")
        #expect(finding["severity"] as? String == "blocker")
        #expect(finding["text"] as? String == "Aviso del SRI: \(Self.notice)")
        let checked = try #require((check["findings"] as? [[String: Any]])?.first)
        #expect(finding as NSDictionary == checked as NSDictionary)
    }

    @Test func favorites_saysNothingSaved_andNullsInJSON_forAPlateNeverLookedUp() async throws {
        let portal = try LoopbackPortal()
        _ = try await portal.cli.run("favorites", "add", "PBX1234")

        let english = try await portal.cli.run("favorites")
        let spanish = try await portal.cli.run("favorites", "--lang", "es")
        let items = try JSONOutput.items(try await portal.cli.run("favorites", "--json"))

        #expect(english.output == "PBX1234  nothing saved\n")
        #expect(spanish.output == "PBX1234  no hay nada guardado\n")
        #expect(items.count == 1)
        #expect(items.first?["plate"] as? String == "PBX1234")
        #expect(items.first?["vehicle"] is NSNull)
        #expect(items.first?["finding"] is NSNull)
        #expect(portal.server.requests.isEmpty && portal.sri.requests.isEmpty)
    }

    @Test func favorites_showsNoFinding_forAVehicleTheCheckFindsClear() async throws {
        let portal = try LoopbackPortal()
        try ClearVehicle.serve(on: portal)
        let check = try await portal.cli.run("check", "AAB0101")
        _ = try await portal.cli.run("favorites", "add", "AAB0101")

        let result = try await portal.cli.run("favorites")
        let items = try JSONOutput.items(try await portal.cli.run("favorites", "--json"))

        #expect(check.exitCode == 0, "\(check.output)")
        #expect(result.output == "AAB0101  CHEVROLET AA COROLLA 1.6 2022\n")
        #expect(items.first?["finding"] is NSNull)
        #expect(items.first?["vehicle"] as? NSDictionary != nil)
    }

    @Test func favorites_alignsItsColumns_acrossPlatesOfEveryKind() async throws {
        let portal = try await makeSUT(blocked: "PCQ5129")
        try ClearVehicle.serve(on: portal)
        _ = try await portal.cli.run("check", "AAB0101")
        _ = try await portal.cli.run("favorites", "add", "AAB0101")
        _ = try await portal.cli.run("favorites", "add", "AB123C")

        let result = try await portal.cli.run("favorites")

        #expect(
            result.output == """
                AB123C   nothing saved
                AAB0101  CHEVROLET AA COROLLA 1.6 2022
                PCQ5129  TOYOTA RAV4 LS AC 2.0 5P 4X2 TM 2020  !! sale prohibited

                """)
    }

    @Test func favorites_stripsControlCharacters_andCutsALongVehicle() async throws {
        let portal = try LoopbackPortal()
        let make = "TOYOTA\u{1B}[2J" + String(repeating: "Ñ", count: 60)
        portal.server.enqueue(
            .html(try PortalPage.vehicle(for: "AAB0101", replacing: ["TOYOTA": make])))
        _ = try await portal.cli.run("find", "AAB0101", "--sources", "ant")
        _ = try await portal.cli.run("favorites", "add", "AAB0101")

        let result = try await portal.cli.run("favorites")

        // The escape sequence goes whole; the cut leaves 40 columns, the ellipsis one.
        let vehicle = "TOYOTA" + String(repeating: "Ñ", count: 33) + "…"
        #expect(result.output == "AAB0101  \(vehicle)  !! fines pending\n")
    }

    // MARK: - Helpers

    /// A portal whose store holds the SRI's answer about `plate`, a vehicle it blocks (the
    /// ANT busy), saved by a `check`, and `plate` as a favourite.
    private func makeSUT(blocked plate: String) async throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        _ = try await checkBlocked(plate, portal)
        _ = try await portal.cli.run("favorites", "add", plate)
        return portal
    }

    /// Runs `check plate` with `options` once the ANT is busy and the SRI blocks the
    /// vehicle, which saves the SRI's answer.
    private func checkBlocked(
        _ plate: String, _ portal: LoopbackPortal, _ options: String...
    ) async throws -> CommandResult {
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129_bloqueado.json")))
        let check = try await portal.cli.run(["check", plate] + options)
        #expect(check.exitCode == 10, "\(check.error)")
        return check
    }
}
