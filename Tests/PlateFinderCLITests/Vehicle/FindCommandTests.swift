import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct FindCommandTests {
    static let searchKeys: Set<String> = [
        "source", "fetchedAt", "portalFailure", "isFavorite", "sri", "registrationStatus",
        "pendingFines", "identity", "registrationDeadline", "ant", "finesGrid",
    ]

    @Test func find_printsCard_forPortalPage() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.vehicle()))

        let result = try await portal.cli.run("find", "abc-1234")

        #expect(
            result.output == """
                !! Blocked: fines pending.

                Source              ANT portal, just now
                Plate               ABC1234
                Format              car
                Province            Azuay
                Make                TOYOTA
                Model               AA COROLLA 1.6
                Colour              AMARILLO
                Class               AUTOMOVIL
                Service             USO PUBLICO
                Year                2009
                Registration year   2025
                Registration date   2025-06-14
                Expiration date     2030-05-31
                Registration month  May
                Tint                No existe registro de polarizado
                Tint expiry         —
                Fines               4 pending, 0 disputed, 20 voided, 9 paid, 0 in agreement
                Fines total         4 pending — USD 230.30
                Fines source        ANT fines grid, just now
                Favourite           no

                Registration dues (SRI)
                Status  The SRI has no vehicle with the plate ABC1234.
                Source  SRI, just now

                """)
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test func find_asksThePortalForAnOldPlateWrittenWithFourDigits_andRecordsThatForm()
        async throws
    {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.vehicle(for: "PBA0123")))

        let result = try await portal.cli.run("find", "pba-123", "--json")

        #expect(result.exitCode == 0)
        #expect(
            portal.pageRequests.first?.queryItems.first { $0.name == "ps_identificacion" }?
                .value == "PBA0123")
        #expect(try JSONOutput.object(result)["plate"] as? String == "PBA0123")
        #expect(result.error.hasPrefix("platefinder: An old three-digit plate: used as PBA0123"))
        #expect(try await portal.cli.historyPlates() == ["PBA0123"])
    }

    @Test func find_printsJSON_withEveryKeyAndTypedValues() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.vehicle()))

        let result = try await portal.cli.run("find", "--json", "ABC1234")

        let object = try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let vehicle = NSDictionary(dictionary: object.filter { !Self.searchKeys.contains($0.key) })
        let expected: NSDictionary = [
            "plate": "ABC1234", "manufacturer": "TOYOTA", "colorName": "AMARILLO",
            "registrationYear": 2025, "model": "AA COROLLA 1.6", "segment": "AUTOMOVIL",
            "registrationDate": "2025-06-14", "year": 2009, "service": "USO PUBLICO",
            "expirationDate": "2030-05-31", "tint": "No existe registro de polarizado",
            "tintExpirationDate": NSNull(), "format": "car", "province": "Azuay",
            "registrationMonth": 5,
            "fines": ["pending": 4, "disputed": 0, "voided": 20, "paid": 9, "inAgreement": 0],
        ]
        #expect(vehicle == expected)
        #expect(object["source"] as? String == "portal")
        #expect(object["isFavorite"] as? Bool == false)
        #expect(object["portalFailure"] is NSNull)
        let sri = try #require(object["sri"] as? [String: Any])
        #expect(sri["status"] as? String == "notRegistered")
        #expect(sri["source"] as? String == "portal")
        #expect(sri["amountDue"] is NSNull)
        #expect(
            object["registrationStatus"] as? NSDictionary
                == ["state": "unknown", "month": NSNull(), "year": NSNull()])
        #expect(
            object["pendingFines"] as? NSDictionary == ["count": 4, "total": "230.30"])
        #expect(
            object["identity"] as? NSDictionary
                == ["make": "TOYOTA", "model": "AA COROLLA 1.6", "year": 2009, "source": "ant"])
        // Without the SRI's answer, the payment that matters is this year's while its
        // deadline is ahead, else next year's: May, the plate's month.
        #expect((object["registrationDeadline"] as? String)?.hasSuffix("-05-31") == true)
        let ant = try #require(object["ant"] as? [String: Any])
        #expect(ant["status"] as? String == "answered")
        #expect(ant["source"] as? String == "portal")
        #expect(ant["failure"] is NSNull)
        let fines = try #require(object["finesGrid"] as? [String: Any])
        #expect(fines["status"] as? String == "answered")
        #expect((fines["unread"] as? [Any])?.isEmpty == true)
        #expect((object["fetchedAt"] as? String).map(ISO8601Text.isUTCSeconds) == true)
        #expect(result.output.hasPrefix("{\n") && result.output.hasSuffix("}\n"))
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test func find_describesMotorcycle_fromItsPage() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "car_IB123C_motorcycle.latin1.html")))

        let result = try await portal.cli.run("find", "IB123C")

        for line in [
            "Plate               IB123C\n", "Format              motorcycle\n",
            "Province            Imbabura\n", "Registration month  April\n",
        ] {
            #expect(result.output.contains(line), "\(line) missing")
        }
        #expect(result.exitCode == 0)
    }

    @Test func find_writesTintExpiryAsISODate_whenPortalGivesOne() async throws {
        let portal = try makeSUT()
        let page = "car_PBX1234_registered_tint.latin1.html"
        portal.server.enqueue(.html(try PortalPage.fixture(named: page)))

        let result = try await portal.cli.run("find", "PBX1234", "--json")

        let object = try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["tintExpirationDate"] as? String == "2026-08-15")
        #expect(object["province"] as? String == "Pichincha")
        #expect(result.exitCode == 0)
    }

    @Test func find_asksPortalOnce_forNormalizedPlate_identifyingItself() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.vehicle()))

        _ = try await portal.cli.run("find", "abc", "1234")

        let request = try #require(portal.pageRequests.first)
        #expect(portal.pageRequests.count == 1)
        #expect(request.method == "GET")
        #expect(request.path == LoopbackPortal.pagePath)
        #expect(
            request.queryItems.contains(URLQueryItem(name: "ps_identificacion", value: "ABC1234")))
        #expect(
            request.headers["user-agent"]
                == "PlateFinder/0.1.0 (+https://github.com/platefinder/platefinder)")
    }

    @Test func find_asksUnderPathPrefix_ofConfiguredAddress() async throws {
        let portal = try makeSUT(pathPrefix: "/mirror/ant")
        portal.server.enqueue(.html(try PortalPage.vehicle()))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(portal.pageRequests.map(\.path) == ["/mirror/ant" + LoopbackPortal.pagePath])
        #expect(result.exitCode == 0)
    }

    @Test func find_prefersEndpointFlag_overEnvironment() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(.html(try PortalPage.vehicle()))
        let cli = try CommandLineHarness(environment: [
            "PLATEFINDER_ANT_URL": try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])

        let result = try await cli.run(
            "find", "ABC1234", "--endpoint=\(server.baseURL.absoluteString)", "--timeout", "10")

        #expect(result.exitCode == 0)
        #expect(server.requests.filter { $0.path == LoopbackPortal.pagePath }.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(pathPrefix: String = "") throws -> LoopbackPortal {
        try LoopbackPortal(pathPrefix: pathPrefix)
    }
}
