import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines service says when the portal is busy, and for how long, on a real loopback
/// server through the real client.
struct ANTFinesServiceBusyPortalTests {
    @Test(arguments: [429, 503])
    func loadFines_failsBusy_withThePortalsWait_whenTheGridIsBusy(status: Int) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(Self.busy(status, retryAfter: "7"))

        await #expect(
            throws: LookupFailure(.fines, .busy(statusCode: status, retryAfter: .seconds(7)))
        ) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
        #expect(server.requests.map(\.path) == [FinesPortal.pagePath, FinesPortal.gridPath])
    }

    @Test func loadFines_failsBusy_whenALaterGridPageIsBusy() async throws {
        let (sut, server) = try makeSUT()
        let rows = try FinesPortal.fixtureRows()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(FinesPortal.grid(page: 1, of: 2, records: 4, rows: [rows[0]])))
        server.enqueue(Self.busy(429, retryAfter: "12"))

        await #expect(
            throws: LookupFailure(.fines, .busy(statusCode: 429, retryAfter: .seconds(12)))
        ) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
        #expect(server.requests.count == 3)
    }

    @Test func loadFines_failsAsABusyPortal_whenThePageIsBusy_withoutAskingTheGrid() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(Self.busy(503, retryAfter: "4"))

        await #expect(
            throws: LookupFailure(.ant, .busy(statusCode: 503, retryAfter: .seconds(4)))
        ) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
        #expect(server.requests.map(\.path) == [FinesPortal.pagePath])
    }

    @Test func loadFines_failsBusy_withoutAWait_whenThePortalGivesNone() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(ScriptedHTTPResponse(statusCode: 429))

        await #expect(throws: LookupFailure(.fines, .busy(statusCode: 429, retryAfter: nil))) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
    }

    @Test func loadFines_failsWithTheStatus_forAGridThatIsNotBusy() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(ScriptedHTTPResponse(statusCode: 500, headers: [("Retry-After", "7")]))

        await #expect(throws: LookupFailure(.fines, .httpStatus(500))) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
    }

    @Test func loadFinesFromPage_failsBusy_whenTheGridIsBusy() async throws {
        let (sut, server) = try makeSUT()
        let pages = ANTVehiclePageService(
            baseURL: server.baseURL,
            client: PlatformHTTPClient.make(timeout: 5, userAgent: "PlateFinder-test"))
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(Self.busy(429, retryAfter: "3"))
        let page = try #require(try await pages.loadPage(for: .complete("ABC1234")))

        await #expect(
            throws: LookupFailure(.fines, .busy(statusCode: 429, retryAfter: .seconds(3)))
        ) {
            try await sut.loadFines(from: page, of: .complete("ABC1234"), statuses: [.pending])
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: ANTFinesService, server: LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer()
        let client = PlatformHTTPClient.make(timeout: 5, userAgent: "PlateFinder-test")
        return (ANTFinesService(baseURL: server.baseURL, client: client), server)
    }

    private static func busy(_ status: Int, retryAfter seconds: String) -> ScriptedHTTPResponse {
        ScriptedHTTPResponse(statusCode: status, headers: [("Retry-After", seconds)])
    }
}
