import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ANTVehiclePageServiceTests {
    private static let pagePath = "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"

    @Test(arguments: [
        ("ABC1234", "ABC1234"),
        ("pbx-1234", "PBX1234"),
        ("ab123a", "AB123A"),
        ("CD 1234", "CD1234"),
    ])
    func loadPage_requestsPortalPageWithNormalizedPlate_onCompletePlate(
        text: String, normalized: String
    ) async throws {
        let (sut, client) = makeSUT(baseURL: "https://consultaweb.ant.gob.ec")

        _ = try? await sut.loadPage(for: .complete(text))

        let expected =
            "https://consultaweb.ant.gob.ec\(Self.pagePath)"
            + "?ps_tipo_identificacion=PLA&ps_identificacion=\(normalized)&ps_placa="
        let expectedURL = try #require(URL(string: expected))
        #expect(await client.messages == [.fetchPage(expectedURL)])
    }

    @Test(arguments: [
        ("https://consultaweb.ant.gob.ec", "https://consultaweb.ant.gob.ec"),
        ("https://consultaweb.ant.gob.ec/", "https://consultaweb.ant.gob.ec"),
        ("http://127.0.0.1:8080/ant", "http://127.0.0.1:8080/ant"),
        ("http://127.0.0.1:8080/ant/", "http://127.0.0.1:8080/ant"),
        ("http://127.0.0.1:8080/ant//", "http://127.0.0.1:8080/ant"),
        ("http://mirror.example/a/b/?old=1#top", "http://mirror.example/a/b"),
    ])
    func loadPage_appendsPagePathWithOneSlash_onBaseURLWithOrWithoutPrefix(
        baseURL: String, expectedPrefix: String
    ) async throws {
        let (sut, client) = makeSUT(baseURL: baseURL)

        _ = try? await sut.loadPage(for: .complete("ABC1234"))

        let expected =
            "\(expectedPrefix)\(Self.pagePath)"
            + "?ps_tipo_identificacion=PLA&ps_identificacion=ABC1234&ps_placa="
        let expectedURL = try #require(URL(string: expected))
        #expect(await client.messages == [.fetchPage(expectedURL)])
    }

    @Test(arguments: [
        LookupFailureReason.unreachable, .timedOut, .busy(statusCode: 503, retryAfter: .seconds(5)),
        .httpStatus(500), .unexpectedAnswer(.bodyTooLarge(bytes: 10)),
    ])
    func loadPage_failsAsTheANT_forTheClientsReason(reason: LookupFailureReason) async {
        let (sut, client) = makeSUT()
        await client.stub(.failure(reason))

        await #expect(throws: LookupFailure(.ant, reason)) {
            try await sut.loadPage(for: .complete("ABC1234"))
        }
    }

    @Test(arguments: [
        LookupFailureReason.notUnderstood(.page(.tableWithoutPlate)),
        .unexpectedAnswer(.otherPage(excerpt: "a JSON body")),
    ])
    func loadPage_failsAsTheANT_forTheMappersReason(reason: LookupFailureReason) async {
        let (sut, client) = makeSUT(map: { _, _, _ throws(LookupFailureReason) in throw reason })
        await client.stub(.success("<html></html>"))

        await #expect(throws: LookupFailure(.ant, reason)) {
            try await sut.loadPage(for: .complete("ABC1234"))
        }
    }

    @Test func loadPage_deliversNoPage_whenThePortalHasNoData() async throws {
        let (sut, client) = makeSUTWithRealMapper()
        await client.stub(
            .success(try PortalPage.fixtureText(named: "unknown_plate_empty_cells.latin1.html")))

        #expect(try await sut.loadPage(for: .complete("ABC1234")) == nil)
    }

    @Test func loadPage_deliversMappedPage_fromFetchedPageAndItsAddress() async throws {
        let page = VehiclePage(car: Self.makeCar(plate: "ABC1234"), finesGrid: nil)
        let (sut, client) = makeSUT(map: { html, plate, url throws(LookupFailureReason) in
            guard html == "<html>ABC1234</html>", plate == Plate("ABC1234"),
                url.path == Self.pagePath
            else { throw .notUnderstood(.described("unexpected page, plate or address")) }
            return page
        })
        await client.stub(.success("<html>ABC1234</html>"))

        #expect(try await sut.loadPage(for: .complete("abc-1234")) == page)
    }

    @Test func loadPage_deliversTheCarAndItsGrid_onRealPageForPlateAsked() async throws {
        let (sut, client) = makeSUTWithRealMapper()
        await client.stub(.success(try PortalPage.vehicleText()))

        let page = try #require(try await sut.loadPage(for: .complete("abc-1234")))

        #expect(page.car == PortalPage.expectedCar)
        #expect(page.finesGrid?.pageURL.path == Self.pagePath)
        #expect(page.finesGrid?.pageURL.query?.contains("ps_identificacion=ABC1234") == true)
    }

    @Test(arguments: ["PBX0001", "AB123A"])
    func loadPage_refusesPageAboutAnotherPlate(asked: String) async throws {
        let (sut, client) = makeSUTWithRealMapper()
        await client.stub(.success(try PortalPage.vehicleText()))

        await #expect(
            throws: LookupFailure(.ant, .notUnderstood(.page(.otherPlate("ABC1234"))))
        ) {
            try await sut.loadPage(for: .complete(asked))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        baseURL: String = "http://127.0.0.1:8080",
        map: @escaping ANTVehiclePageService.Mapping = { _, _, _ throws(LookupFailureReason) in
            throw .notUnderstood(.described("mapper not stubbed"))
        }
    ) -> (sut: ANTVehiclePageService, client: HTMLClientSpy) {
        let client = HTMLClientSpy()
        let url = URL(string: baseURL) ?? URL(fileURLWithPath: "/")
        return (ANTVehiclePageService(baseURL: url, client: client, map: map), client)
    }

    private func makeSUTWithRealMapper() -> (sut: ANTVehiclePageService, client: HTMLClientSpy) {
        let client = HTMLClientSpy()
        let url = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")
        return (ANTVehiclePageService(baseURL: url, client: client), client)
    }

    fileprivate static func makeCar(plate: String) -> Car {
        Car(
            plate: plate, manufacturer: "TOYOTA", colorName: "AMARILLO", registrationYear: "2025",
            model: "AA COROLLA 1.6", segment: "AUTOMOVIL", registrationDate: "14-06-2025",
            year: "2009", service: "USO PUBLICO", expirationDate: "31-05-2030",
            tint: "No existe registro de polarizado", tintExpirationDate: "")
    }
}

extension ANTVehiclePageServiceTests {
    /// The service over the real libcurl client, against a loopback server.
    struct ThroughCurl {
        private static let page = "<td>AÑO</td><td>CAMIÓN</td>"

        @Test(arguments: ["", "/", "/ant", "/ant/"])
        func loadPage_sendsPortalPathAndQuery_belowBaseURLPath(basePath: String) async throws {
            let (sut, server) = try makeSUT(basePath: basePath)
            server.enqueue(.html(Data("<html></html>".utf8)))

            _ = try await sut.loadPage(for: .complete("abc-1234"))

            let prefix = basePath.hasPrefix("/ant") ? "/ant" : ""
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(
                request.target == "\(prefix)/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"
                    + "?ps_tipo_identificacion=PLA&ps_identificacion=ABC1234&ps_placa=")
        }

        @Test func loadPage_mapsDecodedLatin1Page() async throws {
            let (sut, server) = try makeSUT(expectedPage: Self.page)
            server.enqueue(.html(try #require(Self.page.data(using: .isoLatin1))))

            #expect(try await sut.loadPage(for: .complete("ABC1234"))?.car.plate == "ABC1234")
        }

        @Test(arguments: [
            (ScriptedHTTPResponse.html(Data("down".utf8), statusCode: 500), .httpStatus(500)),
            (ScriptedHTTPResponse(ending: .dropConnection), LookupFailureReason.unreachable),
            (
                ScriptedHTTPResponse(statusCode: 503, headers: [("Retry-After", "9")]),
                .busy(statusCode: 503, retryAfter: .seconds(9))
            ),
        ])
        func loadPage_failsAsTheANT_onPortalFailure(
            response: ScriptedHTTPResponse, expected: LookupFailureReason
        ) async throws {
            let (sut, server) = try makeSUT()
            server.enqueue(response)

            await #expect(throws: LookupFailure(.ant, expected)) {
                try await sut.loadPage(for: .complete("ABC1234"))
            }
        }

        private func makeSUT(
            basePath: String = "", expectedPage: String = "<html></html>"
        ) throws -> (sut: ANTVehiclePageService, server: LoopbackHTTPServer) {
            let server = try LoopbackHTTPServer()
            let baseURL = try #require(URL(string: "\(server.baseURL)\(basePath)"))
            let client = PlatformHTTPClient.make(timeout: 5, userAgent: "PlateFinderTests/1")
            let sut = ANTVehiclePageService(baseURL: baseURL, client: client) {
                html, _, _ throws(LookupFailureReason) in
                guard html == expectedPage else {
                    throw .notUnderstood(.described("unexpected page"))
                }
                return VehiclePage(
                    car: ANTVehiclePageServiceTests.makeCar(plate: "ABC1234"), finesGrid: nil)
            }
            return (sut, server)
        }
    }
}
