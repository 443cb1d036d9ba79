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
        (500, LookupFailureReason.httpStatus(500)), (403, .httpStatus(403)),
        (204, .unexpectedAnswer(.status(204))), (503, .busy(statusCode: 503, retryAfter: nil)),
    ])
    func loadRegistration_failsAsTheSRI_whenTheServiceFails(
        status: Int, expected: LookupFailureReason
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: status))

        await #expect(throws: LookupFailure(.sri, expected)) {
            try await sut.loadRegistration(for: .complete("PCQ5129"))
        }
    }

    @Test(arguments: [
        (Data(#"{"placa": "PCQ5129", "total": 87"#.utf8), UnreadableDues.notJSON),
        (Data(#"{"placa": "ABC1234", "total": 0.0}"#.utf8), .otherPlate("ABC1234")),
        (Data("<html><body>Servicio en mantenimiento</body></html>".utf8), .notJSON),
    ])
    func loadRegistration_failsAsTheSRI_onAnAnswerItCannotBelieve(
        body: Data, why: UnreadableDues
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.json(body))

        await #expect(throws: LookupFailure(.sri, .notUnderstood(.dues(why)))) {
            try await sut.loadRegistration(for: .complete("PCQ5129"))
        }
    }

    @Test(arguments: [429, 503])
    func loadRegistration_saysTheSRIIsBusy_withItsRetryAfter(status: Int) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: status, headers: [("Retry-After", "9")]))

        await #expect(
            throws: LookupFailure(.sri, .busy(statusCode: status, retryAfter: .seconds(9)))
        ) {
            try await sut.loadRegistration(for: .complete("PCQ5129"))
        }
    }

    @Test func loadRegistration_failsAsTheSRI_whenItCannotBeReached() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(ending: .dropConnection))

        await #expect(throws: LookupFailure(.sri, .unreachable)) {
            try await sut.loadRegistration(for: .complete("PCQ5129"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        prefix: String = ""
    ) throws -> (sut: SRIRegistrationService, server: LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer()
        let base = try #require(URL(string: server.baseURL.absoluteString + prefix))
        let client = PlatformHTTPClient.make(timeout: 5, userAgent: "PlateFinder-test")
        return (SRIRegistrationService(baseURL: base, client: client), server)
    }
}
