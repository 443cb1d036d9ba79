import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines service against a real loopback server, through the real client.
struct ANTFinesServiceTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000.25)
    private static let citations = ["A012345678", "C998877661", "A011100223", "A010090012"]

    @Test func loadFines_readsThePendingFines_fromThePageThenItsGrid() async throws {
        let (sut, server) = try makeSUT(prefix: "/mirror")
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))

        let report = try #require(
            try await sut.loadFines(for: .complete("abc-1234"), statuses: [.pending]))

        let pending = try #require(report.pending)
        #expect(report.plate == Plate("ABC1234"))
        #expect(report.statuses.keys.map(\.self) == [.pending])
        #expect(pending.fines.map(\.citation) == Self.citations)
        #expect(pending.total == Money(cents: 23_030))
        #expect(
            server.requests.map(\.path) == [
                "/mirror" + FinesPortal.pagePath, "/mirror" + FinesPortal.gridPath,
            ])
        let grid = try #require(server.requests.last)
        #expect(grid.headers["accept"] == "application/json")
        #expect(grid.headers["user-agent"] == "PlateFinder-test")
        #expect(
            grid.queryItems.map { "\($0.name)=\($0.value ?? "")" } == [
                "ps_opcion=P", "ps_id_contrato=102276518", "ps_id_persona=2563423",
                "ps_placa=ABC1234", "ps_identificacion=ABC1234", "ps_tipo_identificacion=PLA",
                "_search=false", "nd=1796000000250", "rows=50", "page=1", "sidx=fecha_emision",
                "sord=desc",
            ])
    }

    /// The page counts 4 pending, 0 disputed, 20 voided, 9 paid and 0 in agreement: the
    /// empty grids of the voided and the paid fines disagree with it.
    @Test func loadFines_asksEveryStatusWanted_oneAfterAnother_inTheirOrder() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
        for _ in 0..<4 { server.enqueue(.json(FinesPortal.emptyGrid)) }

        let report = try #require(
            try await sut.loadFines(for: .complete("ABC1234"), statuses: Set(FineStatus.allCases)))

        #expect(Self.options(asked: server) == ["P", "R", "A", "G", "C"])
        #expect(report.statuses.count == FineStatus.allCases.count)
        #expect(report.pending?.count == 4)
        #expect(report.list(.disputed)?.fines == [])
        #expect(report.list(.inAgreement)?.fines == [])
        #expect(
            report.unread == [
                FineCountMismatch(status: .voided, listed: 0, counted: 20),
                FineCountMismatch(status: .paid, listed: 0, counted: 9),
            ])
    }

    @Test func loadFines_asksOnlyTheStatusesWanted() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(FinesPortal.emptyGrid))

        let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.paid])

        #expect(Self.options(asked: server) == ["G"])
        #expect(report?.statuses.keys.map(\.self) == [.paid])
    }

    @Test func loadFines_followsThePages_untilEveryRowIsRead() async throws {
        let (sut, server) = try makeSUT()
        let rows = try FinesPortal.fixtureRows()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(
            .json(FinesPortal.grid(page: 1, of: 3, records: 4, rows: [rows[0], rows[1]])))
        server.enqueue(.json(FinesPortal.grid(page: 2, of: 3, records: 4, rows: [rows[2]])))
        server.enqueue(.json(FinesPortal.grid(page: 3, of: 3, records: 4, rows: [rows[3]])))

        let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])

        #expect(report?.pending?.fines.map(\.citation) == Self.citations)
        #expect(report?.pending?.total == Money(cents: 23_030))
        #expect(server.requests.dropFirst().map { Self.value("page", in: $0) } == ["1", "2", "3"])
    }

    @Test func loadFines_readsAGridOfTwentyPages_theMostItReads() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        for page in 1...20 {
            let row = ANTFinesGridMapperTests.row(citation: "A\(page)")
            server.enqueue(.json(FinesPortal.grid(page: page, of: 20, records: 20, rows: [row])))
        }

        let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.voided])

        #expect(report?.list(.voided)?.count == 20)
        #expect(server.requests.count == 21)
    }

    /// The same grid, its `colNames` and every row's cells in another order, reads the same.

    @Test(arguments: [
        Array((0..<22).reversed()), Array(11..<22) + Array(0..<11),
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 13, 16, 15, 17, 18, 19, 20, 21],
    ])
    func loadFines_readsTheSameFines_whateverTheColumnOrder(order: [Int]) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
        let expected = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        let columns = ANTFinesGridMapperTests.pageColumns
        server.enqueue(.html(try FinesPortal.page(columns: order.map { columns[$0] })))
        server.enqueue(
            .json(FinesPortal.grid(records: 4, rows: try FinesPortal.fixtureRows(order: order))))

        let reordered = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])

        #expect(reordered == expected)
    }

    /// A grid listing a fine on its first page and again on its second, as the portal's
    /// paging may when fines arrive between two requests, has one fine fewer than rows —
    /// whether its own count counted the rows (5) or the fines (4).
    @Test(arguments: [5, 4])
    func loadFines_countsAFineListedOnTwoGridPages_once(records: Int) async throws {
        let (sut, server) = try makeSUT()
        let rows = try FinesPortal.fixtureRows()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(
            .json(FinesPortal.grid(page: 1, of: 2, records: records, rows: Array(rows[0...2]))))
        server.enqueue(
            .json(FinesPortal.grid(page: 2, of: 2, records: records, rows: [rows[2], rows[3]])))

        let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])

        #expect(report?.pending?.fines.map(\.citation) == Self.citations)
        #expect(report?.pending?.total == Money(cents: 23_030))
    }

    /// Five rows, four fines, and a grid that says it holds six: neither adds up.
    @Test func loadFines_failsAsNotUnderstood_whenTheGridsRowsMatchItsOwnCountNeitherWay()
        async throws
    {
        let (sut, server) = try makeSUT()
        let rows = try FinesPortal.fixtureRows()
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(
            .json(FinesPortal.grid(page: 1, of: 2, records: 6, rows: Array(rows[0...2]))))
        server.enqueue(
            .json(FinesPortal.grid(page: 2, of: 2, records: 6, rows: [rows[2], rows[3]])))

        await #expect(
            throws: LookupFailure(
                .fines, .notUnderstood(.grid(.countMismatch(listed: 4, counted: 6))))
        ) {
            try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])
        }
    }

    @Test func loadFines_leavesAStatusUnread_whenItsFinesAreNotAsManyAsThePageCounts()
        async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page(replacing: ["Pendientes (4)": "Pendientes (5)"])))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))

        let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])

        #expect(
            report?.statuses[.pending]
                == .unread(FineCountMismatch(status: .pending, listed: 4, counted: 5)))
        #expect(report?.pending == nil)
    }

    /// Without the page's five counts there is nothing to check the grid against: the grid
    /// is read, and the status left unread.
    @Test func loadFines_leavesAStatusUnread_whenThePageShowsNoCounts() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try FinesPortal.page(replacing: ["Pendientes (4)": "Pendientes"])))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))

        let report = try await sut.loadFines(for: .complete("ABC1234"), statuses: [.pending])

        #expect(report?.unread == [FineCountMismatch(status: .pending, listed: 4, counted: nil)])
        #expect(server.requests.count == 2)
    }

    @Test func loadFinesFromPage_readsTheGridOfThePageJustFetched_withoutAskingForThePage()
        async throws
    {
        let (sut, server) = try makeSUT(prefix: "/mirror")
        let pages = ANTVehiclePageService(
            baseURL: try #require(URL(string: server.baseURL.absoluteString + "/mirror")),
            client: PlatformHTTPClient.make(timeout: 5, userAgent: "PlateFinder-test"))
        server.enqueue(.html(try FinesPortal.page()))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
        let page = try #require(try await pages.loadPage(for: .complete("ABC1234")))

        let report = try await sut.loadFines(
            from: page, of: .complete("ABC1234"), statuses: [.pending])

        #expect(report.pending?.fines.map(\.citation) == Self.citations)
        #expect(
            server.requests.map(\.path) == [
                "/mirror" + FinesPortal.pagePath, "/mirror" + FinesPortal.gridPath,
            ])
    }

    @Test func loadFinesFromPage_refusesAPageThatDeclaresNoGrid_withoutARequest() async throws {
        let (sut, server) = try makeSUT()
        let page = VehiclePage(car: PortalPage.expectedCar, finesGrid: nil)

        await #expect(throws: LookupFailure(.fines, .notUnderstood(.grid(.undeclared)))) {
            try await sut.loadFines(from: page, of: .complete("ABC1234"), statuses: [.pending])
        }
        #expect(server.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        prefix: String = ""
    ) throws -> (sut: ANTFinesService, server: LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer()
        let base = try #require(URL(string: server.baseURL.absoluteString + prefix))
        let client = PlatformHTTPClient.make(timeout: 5, userAgent: "PlateFinder-test")
        return (
            ANTFinesService(baseURL: base, client: client, clock: InstantClock { Self.now }), server
        )
    }

    /// The `ps_opcion` of every grid request `server` received, in order.
    private static func options(asked server: LoopbackHTTPServer) -> [String] {
        server.requests.filter { $0.path == FinesPortal.gridPath }.map {
            value("ps_opcion", in: $0)
        }
    }

    private static func value(_ name: String, in request: RecordedHTTPRequest) -> String {
        request.queryItems.first { $0.name == name }?.value ?? ""
    }
}
