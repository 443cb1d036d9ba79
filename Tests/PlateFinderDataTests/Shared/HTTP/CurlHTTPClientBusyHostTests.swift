#if canImport(CCurl)
import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

/// A host that answers 429 or 503 is busy: the client says so, with the wait it asked for,
/// so a batch can leave it alone that long; a lookup for one person sees a failure that may
/// let a saved answer stand in.
struct CurlHTTPClientBusyHostTests {
    @Test(arguments: [429, 503])
    func fetchPage_saysTheHostIsBusy_withItsRetryAfter(statusCode: Int) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            ScriptedHTTPResponse(statusCode: statusCode, headers: [("Retry-After", "7")]))

        await #expect(
            throws: LookupFailureReason.busy(statusCode: statusCode, retryAfter: .seconds(7))
        ) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_saysTheHostIsBusy_withoutAWait_whenItGaveNone() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: 503))

        await #expect(throws: LookupFailureReason.busy(statusCode: 503, retryAfter: nil)) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_reportsAnyOtherStatus_asTheHTTPErrorItIs() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: 500, headers: [("Retry-After", "7")]))

        await #expect(throws: LookupFailureReason.httpStatus(500)) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func get_keepsTheRetryAfter_onTheAnswer() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: 429, headers: [("Retry-After", "120")]))

        let response = try await sut.get(server.baseURL, accept: "text/html")

        #expect(response.statusCode == 429)
        #expect(response.retryAfter == .seconds(120))
    }

    @Test func loadPage_carriesTheBusyPortal_throughTheANTService() async throws {
        let (client, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: 429, headers: [("Retry-After", "3")]))
        let sut = ANTVehiclePageService(baseURL: server.baseURL, client: client)

        await #expect(
            throws: LookupFailure(.ant, .busy(statusCode: 429, retryAfter: .seconds(3)))
        ) {
            try await sut.loadPage(for: .complete("PBX1234"))
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: CurlHTTPClient, server: LoopbackHTTPServer) {
        (CurlHTTPClient(timeout: 5, userAgent: "PlateFinder-test"), try LoopbackHTTPServer())
    }
}
#endif
