import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ANTCarInfoServiceTests {
    private static let pagePath = "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"

    @Test(arguments: [
        ("ABC1234", "ABC1234"),
        ("pbx-1234", "PBX1234"),
        ("ab123a", "AB123A"),
        ("CD 1234", "CD1234"),
    ])
    func loadCar_requestsPortalPageWithNormalizedPlate_onCompletePlate(
        text: String, normalized: String
    ) async throws {
        let (sut, client) = makeSUT(baseURL: "https://consultaweb.ant.gob.ec")

        _ = try? await sut.loadCar(for: .complete(text))

        let expected =
            "https://consultaweb.ant.gob.ec\(Self.pagePath)"
            + "?ps_tipo_identificacion=PLA&ps_identificacion=\(normalized)&ps_placa="
        let expectedURL = try #require(URL(string: expected))
        #expect(await client.messages == [.fetchHTML(expectedURL)])
    }

    @Test(arguments: [
        ("https://consultaweb.ant.gob.ec", "https://consultaweb.ant.gob.ec"),
        ("https://consultaweb.ant.gob.ec/", "https://consultaweb.ant.gob.ec"),
        ("http://127.0.0.1:8080/ant", "http://127.0.0.1:8080/ant"),
        ("http://127.0.0.1:8080/ant/", "http://127.0.0.1:8080/ant"),
        ("http://127.0.0.1:8080/ant//", "http://127.0.0.1:8080/ant"),
        ("http://mirror.example/a/b/?old=1#top", "http://mirror.example/a/b"),
    ])
    func loadCar_appendsPagePathWithOneSlash_onBaseURLWithOrWithoutPrefix(
        baseURL: String, expectedPrefix: String
    ) async throws {
        let (sut, client) = makeSUT(baseURL: baseURL)

        _ = try? await sut.loadCar(for: .complete("ABC1234"))

        let expected =
            "\(expectedPrefix)\(Self.pagePath)"
            + "?ps_tipo_identificacion=PLA&ps_identificacion=ABC1234&ps_placa="
        let expectedURL = try #require(URL(string: expected))
        #expect(await client.messages == [.fetchHTML(expectedURL)])
    }

    @Test(arguments: [
        CarInfoError.networkError, .timeout, .serverError(statusCode: 503),
        .parsingError("response larger than 10 bytes"),
    ])
    func loadCar_passesClientErrorThrough(error: CarInfoError) async {
        let (sut, client) = makeSUT()
        await client.stub(.failure(error))

        await #expect(throws: error) {
            try await sut.loadCar(for: .complete("ABC1234"))
        }
    }

    @Test(arguments: [
        CarInfoError.noDataFound, .parsingError("no vehicle table"),
        .portalUnavailable("a JSON body"),
    ])
    func loadCar_passesMapperErrorThrough(error: CarInfoError) async {
        let (sut, client) = makeSUT(map: { _, _ throws(CarInfoError) in throw error })
        await client.stub(.success("<html></html>"))

        await #expect(throws: error) {
            try await sut.loadCar(for: .complete("ABC1234"))
        }
    }

    @Test func loadCar_deliversMappedCar_fromFetchedPage() async throws {
        let car = Self.makeCar(plate: "ABC1234")
        let (sut, client) = makeSUT(map: { html, plate throws(CarInfoError) in
            guard html == "<html>ABC1234</html>", plate == Plate("ABC1234") else {
                throw .parsingError("unexpected page or plate")
            }
            return car
        })
        await client.stub(.success("<html>ABC1234</html>"))

        #expect(try await sut.loadCar(for: .complete("abc-1234")) == car)
    }

    @Test func loadCar_deliversCar_onRealPageForPlateAsked() async throws {
        let (sut, client) = makeSUTWithRealMapper()
        await client.stub(.success(try PortalPage.vehicleText()))

        #expect(try await sut.loadCar(for: .complete("abc-1234")) == PortalPage.expectedCar)
    }

    @Test(arguments: ["PBX0001", "AB123A"])
    func loadCar_throwsParsingError_onPageAboutAnotherPlate(asked: String) async throws {
        let (sut, client) = makeSUTWithRealMapper()
        await client.stub(.success(try PortalPage.vehicleText()))

        await #expect(
            throws: CarInfoError.parsingError("the page is about the plate “ABC1234”, not \(asked)")
        ) {
            try await sut.loadCar(for: .complete(asked))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        baseURL: String = "http://127.0.0.1:8080",
        map: @escaping ANTCarInfoService.Mapping = { _, _ throws(CarInfoError) in
            throw .parsingError("mapper not stubbed")
        }
    ) -> (sut: ANTCarInfoService, client: HTMLClientSpy) {
        let client = HTMLClientSpy()
        let url = URL(string: baseURL) ?? URL(fileURLWithPath: "/")
        return (ANTCarInfoService(baseURL: url, client: client, map: map), client)
    }

    private func makeSUTWithRealMapper() -> (sut: ANTCarInfoService, client: HTMLClientSpy) {
        let client = HTMLClientSpy()
        let url = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")
        return (ANTCarInfoService(baseURL: url, client: client), client)
    }

    fileprivate static func makeCar(plate: String) -> Car {
        Car(
            plate: plate, manufacturer: "TOYOTA", colorName: "AMARILLO", registrationYear: "2025",
            model: "AA COROLLA 1.6", segment: "AUTOMOVIL", registrationDate: "14-06-2025",
            year: "2009", service: "USO PUBLICO", expirationDate: "31-05-2030",
            tint: "No existe registro de polarizado", tintExpirationDate: "")
    }
}

extension ANTCarInfoServiceTests {
    /// The service over the real libcurl client, against a loopback server.
    struct ThroughCurl {
        private static let page = "<td>AÑO</td><td>CAMIÓN</td>"

        @Test(arguments: ["", "/", "/ant", "/ant/"])
        func loadCar_sendsPortalPathAndQuery_belowBaseURLPath(basePath: String) async throws {
            let (sut, server) = try makeSUT(basePath: basePath)
            server.enqueue(.html(Data("<html></html>".utf8)))

            _ = try await sut.loadCar(for: .complete("abc-1234"))

            let prefix = basePath.hasPrefix("/ant") ? "/ant" : ""
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(
                request.target == "\(prefix)/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"
                    + "?ps_tipo_identificacion=PLA&ps_identificacion=ABC1234&ps_placa=")
        }

        @Test func loadCar_mapsDecodedLatin1Page() async throws {
            let (sut, server) = try makeSUT(expectedPage: Self.page)
            server.enqueue(.html(try #require(Self.page.data(using: .isoLatin1))))

            #expect(try await sut.loadCar(for: .complete("ABC1234")).plate == "ABC1234")
        }

        @Test(arguments: [
            (
                ScriptedHTTPResponse.html(Data("down".utf8), statusCode: 500),
                .serverError(statusCode: 500)
            ),
            (ScriptedHTTPResponse(ending: .dropConnection), CarInfoError.networkError),
        ])
        func loadCar_throwsClientError_onPortalFailure(
            response: ScriptedHTTPResponse, expected: CarInfoError
        ) async throws {
            let (sut, server) = try makeSUT()
            server.enqueue(response)

            await #expect(throws: expected) { try await sut.loadCar(for: .complete("ABC1234")) }
        }

        private func makeSUT(
            basePath: String = "", expectedPage: String = "<html></html>"
        ) throws -> (sut: ANTCarInfoService, server: LoopbackHTTPServer) {
            let server = try LoopbackHTTPServer()
            let baseURL = try #require(URL(string: "\(server.baseURL)\(basePath)"))
            let client = CurlHTTPClient(timeout: 5, userAgent: "PlateFinderTests/1")
            let sut = ANTCarInfoService(baseURL: baseURL, client: client) {
                html, _ throws(CarInfoError) in
                guard html == expectedPage else { throw .parsingError("unexpected page") }
                return ANTCarInfoServiceTests.makeCar(plate: "ABC1234")
            }
            return (sut, server)
        }
    }
}
