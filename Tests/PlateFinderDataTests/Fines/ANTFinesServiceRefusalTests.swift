import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines service against a real loopback server, through the real client: what it
/// refuses to believe or to ask, failing without quoting the ids of the grid's address.
struct ANTFinesServiceRefusalTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000.25)

    @Test func loadFines_refusesAGridOfMoreThanTwentyPages_withoutAskingForThem() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(
            .json(
                FinesPortal.grid(
                    page: 1, of: 21, records: 21, rows: [ANTFinesGridMapperTests.row()])))

        await expectParsingError("21 pages", from: sut, statuses: [.voided])
        #expect(server.requests.count == 2)
    }

    @Test(arguments: [
        (
            FinesPortal.grid(records: 1, rows: [ANTFinesGridMapperTests.row(plate: "PBX1234")]),
            "of PBX1234, not ABC1234"
        ),
        (
            FinesPortal.grid(records: 1, rows: [ANTFinesGridMapperTests.row(total: "51,7")]),
            "'51,7' is not an amount"
        ),
        (
            FinesPortal.grid(records: 2, rows: [ANTFinesGridMapperTests.row()]),
            "lists 1 fines but counts 2"
        ),
        (
            FinesPortal.grid(records: 0, rows: [ANTFinesGridMapperTests.row()]),
            "lists 1 fines but counts 0"
        ),
        (
            FinesPortal.grid(page: 2, records: 1, rows: [ANTFinesGridMapperTests.row()]),
            "sent page 2 when asked for page 1"
        ),
        (Data("<html>Mantenimiento</html>".utf8), "not the expected JSON"),
    ])
    func loadFines_deliversParsingError_forAGridItCannotBelieve(
        grid: Data, says: String
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(grid))

        await expectParsingError(says, from: sut, statuses: [.paid])
    }

    @Test func loadFines_deliversParsingError_whenAPageIsNotTheOneAskedFor() async throws {
        let (sut, server) = try makeSUT()
        let rows = try FinesPortal.fixtureRows()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(
            .json(FinesPortal.grid(page: 1, of: 2, records: 4, rows: [rows[0], rows[1]])))
        server.enqueue(
            .json(FinesPortal.grid(page: 1, of: 2, records: 4, rows: [rows[0], rows[1]])))

        await expectParsingError("sent page 1 when asked for page 2", from: sut)
    }

    @Test func loadFines_deliversParsingError_whenThePendingFinesAreNotAsManyAsThePageCounts()
        async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page(replacing: ["Pendientes (4)": "Pendientes (5)"])))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))

        await expectParsingError("lists 4 pending fines, the page counts 5", from: sut)
    }

    @Test func loadFines_refusesPendingFines_thePageDoesNotCount_withoutAskingTheGrid()
        async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page(replacing: ["Pendientes (4)": "Pendientes"])))

        await expectParsingError("no pending count", from: sut)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [
        "http://evil.example/", "//evil.example/", "https://127.0.0.1/", "http://127.0.0.1:1/",
        "javascript:void(0)//", "http://user@127.0.0.1:1/",
    ])
    func loadFines_refusesAGridOnAnotherOrigin_withoutAskingIt(prefix: String) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            .html(
                try FinesPortal.page(replacing: [
                    "url:'clp_json_citaciones.jsp": "url:'\(prefix)clp_json_citaciones.jsp"
                ])))

        await expectParsingError("the fines grid's address", from: sut)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [
        ("jqGrid({", "jqGridOff({", "declares no fines grid"),
        ("'Multa'", "'Multas'", "has no Multa column"),
        (
            "url:'clp_json_citaciones.jsp?", "url:'clp_json_citaciones.jsp?' + x + '",
            "declares no fines grid"
        ),
    ])
    func loadFines_deliversParsingError_forAPageWithoutAGridItCanRead(
        target: String, replacement: String, says: String
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page(replacing: [target: replacement])))

        await expectParsingError(says, from: sut)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [
        (500, CarInfoError.serverError(statusCode: 500)), (404, .serverError(statusCode: 404)),
        (204, .portalUnavailable("HTTP 204")),
    ])
    func loadFines_reportsTheGridFailing(status: Int, expected: CarInfoError) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(ScriptedHTTPResponse(statusCode: status))

        await #expect(throws: expected) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
    }

    @Test func loadFines_deliversNoDataFound_forThePortalsOwnNoData_withoutAskingTheGrid()
        async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try Fixture.data(named: "unknown_plate_empty_cells.latin1.html")))

        await #expect(throws: CarInfoError.noDataFound) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
        #expect(server.requests.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: ANTFinesService, server: LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer()
        let client = CurlHTTPClient(timeout: 5, userAgent: "PlateFinder-test")
        return (
            ANTFinesService(
                baseURL: server.baseURL, client: client, clock: InstantClock { Self.now }), server
        )
    }

    /// Loads fines of ABC1234 in `statuses` and expects a `parsingError` saying `words`,
    /// which never quotes the ids of the grid's address.
    private func expectParsingError(
        _ words: String, from sut: ANTFinesService, statuses: Set<FineStatus> = [.pending],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do throws(CarInfoError) {
            let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: statuses)
            Issue.record("expected a parsing error, got \(report)", sourceLocation: sourceLocation)
        } catch .parsingError(let detail) {
            #expect(detail.contains(words), "\(detail)", sourceLocation: sourceLocation)
            #expect(
                !FinesPortal.ids.contains { detail.contains($0) }, "\(detail)",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("expected a parsing error, got \(error)", sourceLocation: sourceLocation)
        }
    }
}
