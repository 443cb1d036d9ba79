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

        await expectNotUnderstood(.tooManyPages(21, maximum: 20), from: sut, statuses: [.voided])
        #expect(server.requests.count == 2)
    }

    @Test(arguments: [
        (
            FinesPortal.grid(records: 1, rows: [ANTFinesGridMapperTests.row(plate: "PBX1234")]),
            UnreadableGrid.fineOfOtherPlate("PBX1234")
        ),
        (
            FinesPortal.grid(records: 1, rows: [ANTFinesGridMapperTests.row(total: "51,7")]),
            .notAnAmount(column: "Total a Pagar", text: "51,7")
        ),
        (
            FinesPortal.grid(records: 2, rows: [ANTFinesGridMapperTests.row()]),
            .countMismatch(listed: 1, counted: 2)
        ),
        (
            FinesPortal.grid(records: 0, rows: [ANTFinesGridMapperTests.row()]),
            .countMismatch(listed: 1, counted: 0)
        ),
        (
            FinesPortal.grid(page: 2, of: 2, records: 2, rows: [ANTFinesGridMapperTests.row()]),
            .wrongPage(sent: 2, asked: 1)
        ),
        (Data("<html>Mantenimiento</html>".utf8), .notJSON),
    ])
    func loadFines_refusesAGridItCannotBelieve(grid: Data, why: UnreadableGrid) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(grid))

        await expectNotUnderstood(why, from: sut, statuses: [.paid])
    }

    @Test func loadFines_refusesAGridPageThatIsNotTheOneAskedFor() async throws {
        let (sut, server) = try makeSUT()
        let rows = try FinesPortal.fixtureRows()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(
            .json(FinesPortal.grid(page: 1, of: 2, records: 4, rows: [rows[0], rows[1]])))
        server.enqueue(
            .json(FinesPortal.grid(page: 1, of: 2, records: 4, rows: [rows[0], rows[1]])))

        await expectNotUnderstood(.wrongPage(sent: 1, asked: 2), from: sut)
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

        await expectNotUnderstood(.addressLeavesPortal, from: sut)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [
        ("jqGrid({", "jqGridOff({", UnreadableGrid.undeclared),
        ("'Multa'", "'Multas'", .missingColumn("Multa")),
        (
            "url:'clp_json_citaciones.jsp?", "url:'clp_json_citaciones.jsp?' + x + '",
            .undeclared
        ),
    ])
    func loadFines_refusesAPageWithoutAGridItCanRead(
        target: String, replacement: String, why: UnreadableGrid
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page(replacing: [target: replacement])))

        await expectNotUnderstood(why, from: sut)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [
        (500, LookupFailureReason.httpStatus(500)), (404, .httpStatus(404)),
        (204, .unexpectedAnswer(.status(204))),
    ])
    func loadFines_reportsTheGridFailing(status: Int, expected: LookupFailureReason) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(ScriptedHTTPResponse(statusCode: status))

        await #expect(throws: LookupFailure(.fines, expected)) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
    }

    @Test func loadFines_deliversNoFines_forThePortalsOwnNoData_withoutAskingTheGrid()
        async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try Fixture.data(named: "unknown_plate_empty_cells.latin1.html")))

        #expect(try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending]) == nil)
        #expect(server.requests.count == 1)
    }

    /// The page is the portal's own answer: its failure names the ANT portal.
    @Test func loadFines_failsAsThePortal_forAPageAboutAnotherPlate_withoutAskingTheGrid()
        async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))

        await #expect(
            throws: LookupFailure(.ant, .notUnderstood(.page(.otherPlate("ABC1234"))))
        ) {
            try await sut.loadFines(for: .complete("PBX1234"), statuses: [.pending])
        }
        #expect(server.requests.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: ANTFinesService, server: LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer()
        let client = PlatformHTTPClient.make(timeout: 5, userAgent: "PlateFinder-test")
        return (
            ANTFinesService(
                baseURL: server.baseURL, client: client, clock: InstantClock { Self.now }), server
        )
    }

    /// Loads fines of ABC1234 in `statuses` and expects the grid not understood for `why`,
    /// a failure that never quotes the ids of the grid's address.
    private func expectNotUnderstood(
        _ why: UnreadableGrid, from sut: ANTFinesService, statuses: Set<FineStatus> = [.pending],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do throws(LookupFailure) {
            let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: statuses)
            Issue.record(
                "expected a refusal, got \(String(describing: report))",
                sourceLocation: sourceLocation)
        } catch {
            #expect(
                error == LookupFailure(.fines, .notUnderstood(.grid(why))),
                sourceLocation: sourceLocation)
            let described = String(describing: error)
            #expect(
                !FinesPortal.ids.contains { described.contains($0) }, "\(described)",
                sourceLocation: sourceLocation)
        }
    }
}
