import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The SRI service against a real loopback server, through the real client.
struct SRIRegistrationServiceTests {
    private static let path = "/movil-servicios/api/v1.0/matriculacion/valor/"

    @Test func loadRegistration_asksForJSON_onThePlatesPath_andMapsTheAnswer() async throws {
        let (sut, server) = try makeSUT(prefix: "/sri/")
        server.enqueue(.json(try Fixture.data(named: "valor_PCQ5129.json")))

        let answer = try await sut.loadRegistration(for: .complete("pcq-5129"))

        #expect(answer?.dues.total == Money(cents: 87_416))
        let request = try #require(server.requests.first)
        #expect(request.path == "/sri" + Self.path + "PCQ5129")
        #expect(request.headers["accept"] == "application/json")
        #expect(request.headers["user-agent"] == "PlateFinder-test")
    }

    @Test func loadRegistration_isNil_whenTheSRIHasNoSuchVehicle() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: 404))

        #expect(try await sut.loadRegistration(for: .complete("PCQ5129")) == nil)
    }

    @Test(arguments: [
        (503, CarInfoError.portalUnavailable("the SRI's service is down (HTTP 503)")),
        (500, .serverError(statusCode: 500)), (403, .serverError(statusCode: 403)),
        (204, .portalUnavailable("HTTP 204")),
    ])
    func loadRegistration_reportsTheServiceFailing(status: Int, expected: CarInfoError) async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: status))

        await #expect(throws: expected) {
            try await sut.loadRegistration(for: .complete("PCQ5129"))
        }
    }

    @Test(arguments: [
        Data(#"{"placa": "PCQ5129", "total": 87"#.utf8),
        Data(#"{"placa": "ABC1234", "total": 0.0}"#.utf8),
        Data("<html><body>Servicio en mantenimiento</body></html>".utf8),
    ])
    func loadRegistration_deliversParsingError_onAnAnswerItCannotBelieve(body: Data) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.json(body))

        await #expect {
            try await sut.loadRegistration(for: .complete("PCQ5129"))
        } throws: { error in
            if case .parsingError = error as? CarInfoError { true } else { false }
        }
    }

    @Test func fetchRegistration_saysTheSRIIsBusy_withItsRetryAfter() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: 429, headers: [("Retry-After", "9")]))
        server.enqueue(ScriptedHTTPResponse(statusCode: 503))

        await #expect(
            throws: SourceFailure.hostBusy(.serverError(statusCode: 429), retryAfter: .seconds(9))
        ) {
            try await sut.fetchRegistration(for: .complete("PCQ5129"))
        }
        await #expect(
            throws: SourceFailure.hostBusy(
                .portalUnavailable("the SRI's service is down (HTTP 503)"), retryAfter: nil)
        ) {
            try await sut.fetchRegistration(for: .complete("PCQ5129"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        prefix: String = ""
    ) throws -> (sut: SRIRegistrationService, server: LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer()
        let base = try #require(URL(string: server.baseURL.absoluteString + prefix))
        let client = CurlHTTPClient(timeout: 5, userAgent: "PlateFinder-test")
        return (SRIRegistrationService(baseURL: base, client: client), server)
    }
}
