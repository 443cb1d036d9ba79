import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The report over the real services, client and stores, against two loopback servers
/// standing for the ANT (its vehicle page and fines grid) and the SRI.
struct VehicleReportOverLoopbackTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)
    private static let later = now + 86_400
    private static let pagePath = "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"
    private static let gridPath = "/PortalWEB/paginas/clientes/clp_json_citaciones.jsp"

    /// Each server holds its answer until the other has received its request, so the report
    /// can only be complete if both requests were in flight at once: asked one after the
    /// other, the first would wait for a request that never comes, until the client gives
    /// up on it.
    ///
    /// No time is set on the hold: on a busy machine the second request leaves only once
    /// its task gets a thread of the cooperative pool, which other tests may hold for tens
    /// of seconds. Only a lookup that asks one source after the other waits out the
    /// client's timeout.
    @Test func report_asksTheANTAndTheSRIAtTheSameTime() async throws {
        try await withTemporaryFolder { folder in
            let (ant, sri) = (try LoopbackHTTPServer(), try LoopbackHTTPServer())
            // Each responder holds the other server; stopping both ends a hold that never
            // ended, should the test fail.
            defer {
                ant.stop()
                sri.stop()
            }
            var rows = PortalPage.vehicleRows
            rows[0][0] = .plate("PCQ5129")
            let page = Data(PortalPage.page(rows: rows).utf8)
            ant.enqueue { _ in
                sri.waitForRequests() ? .html(page) : ScriptedHTTPResponse(statusCode: 500)
            }
            sri.enqueue { _ in
                ant.waitForRequests()
                    ? .json(Self.paidUp("PCQ5129")) : ScriptedHTTPResponse(statusCode: 500)
            }
            let lookup = try LoopbackLookUp(
                ant: ant.baseURL, sri: sri.baseURL, path: folder.file("report.sqlite"),
                now: Self.now, timeout: LoopbackLookUp.patientTimeout)

            let report = await lookup.sut(
                .complete("PCQ5129"), LookupOptions(sources: [.ant, .sri]))

            #expect(report.ant.answer?.plate == "PCQ5129", "\(report.ant)")
            #expect(report.sri.answer?.record.lastPaidYear == 2026)
            #expect(ant.requests.count == 1 && sri.requests.count == 1)
        }
    }

    /// The fines come from the page the vehicle was read from: the portal is asked for it
    /// once, then for the grid.
    @Test func report_readsTheFinesFromTheVehiclesPage_askingThePortalForItOnce() async throws {
        try await withTemporaryFolder { folder in
            let (ant, sri) = (try LoopbackHTTPServer(), try LoopbackHTTPServer())
            ant.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
            ant.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
            sri.enqueue(.json(Self.paidUp("ABC1234")))
            let lookup = try makeSUT(ant: ant, sri: sri, in: folder)

            let report = await lookup.sut(.complete("ABC1234"))

            #expect(report.ant.answer?.plate == "ABC1234")
            #expect(report.sri.answer?.record.lastPaidYear == 2026)
            #expect(report.fines.answer?.pending?.total == Money(cents: 23_030))
            #expect(report.facts.pendingFines.count == 4)
            #expect(report.storeFailures.isEmpty)
            #expect(ant.requests.map(\.path) == [Self.pagePath, Self.gridPath])
            #expect(sri.requests.count == 1)
        }
    }

    @Test func report_keepsEveryAnswer_andRecordsTheSearch_inTheFile() async throws {
        try await withTemporaryFolder { folder in
            let (ant, sri) = (try LoopbackHTTPServer(), try LoopbackHTTPServer())
            ant.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
            ant.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
            sri.enqueue(.json(Self.paidUp("ABC1234")))
            let lookup = try makeSUT(ant: ant, sri: sri, in: folder)

            let report = await lookup.sut(.complete("ABC1234"))

            let history = try await lookup.vehicles.retrieve().rows
            #expect(history.map(\.plate) == [Plate("ABC1234")])
            #expect(history.first?.car == report.ant.answer && history.first?.lastFailure == nil)
            #expect(
                try await lookup.fines.savedFines(for: Plate("ABC1234"))
                    == SavedFines(report: try #require(report.fines.answer), fetchedAt: Self.now))
            #expect(
                try await lookup.registrations.savedRegistration(for: Plate("ABC1234"))
                    == SavedRegistration(
                        plate: Plate("ABC1234"), registration: report.sri.answer,
                        fetchedAt: Self.now))
        }
    }

    /// A day on, the portal is busy and the SRI failing: each saved answer stands in,
    /// labelled with why, and the portal is not asked again for the fines.
    @Test func report_letsTheSavedAnswersStandIn_whenTheSourcesCannotBeAsked() async throws {
        try await withTemporaryFolder { folder in
            let (ant, sri) = (try LoopbackHTTPServer(), try LoopbackHTTPServer())
            ant.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
            ant.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
            sri.enqueue(.json(Self.paidUp("ABC1234")))
            let first = try await makeSUT(ant: ant, sri: sri, in: folder).sut(.complete("ABC1234"))
            ant.enqueue(ScriptedHTTPResponse(statusCode: 503, headers: [("Retry-After", "60")]))
            sri.enqueue(ScriptedHTTPResponse(statusCode: 500))

            let report = try await makeSUT(ant: ant, sri: sri, in: folder, at: Self.later)
                .sut(.complete("ABC1234"))

            let busy = LookupFailureReason.busy(statusCode: 503, retryAfter: .seconds(60))
            #expect(
                report.ant.origin
                    == .saved(at: Self.now, standingInFor: LookupFailure(.ant, busy)))
            #expect(report.ant.answer == first.ant.answer)
            #expect(
                report.fines.origin
                    == .saved(at: Self.now, standingInFor: LookupFailure(.ant, busy)))
            #expect(
                report.sri.origin
                    == .saved(at: Self.now, standingInFor: LookupFailure(.sri, .httpStatus(500))))
            #expect(ant.requests.map(\.path) == [Self.pagePath, Self.gridPath, Self.pagePath])
            #expect(report.requestCount == 2)
        }
    }

    @Test func report_saysThePortalHasNoSuchVehicle_askingNoGrid() async throws {
        try await withTemporaryFolder { folder in
            let (ant, sri) = (try LoopbackHTTPServer(), try LoopbackHTTPServer())
            ant.enqueue(.html(try Fixture.data(named: "unknown_plate_empty_cells.latin1.html")))
            sri.enqueue(ScriptedHTTPResponse(statusCode: 404))
            let lookup = try makeSUT(ant: ant, sri: sri, in: folder)

            let report = await lookup.sut(.complete("XYZ9876"))

            #expect(report.ant == .noData(.asked(at: Self.now)))
            #expect(report.fines == .noData(.asked(at: Self.now)))
            #expect(report.sri == .noData(.asked(at: Self.now)))
            #expect(report.failureWhenUnanswered == LookupFailure(.ant, .noData))
            #expect(ant.requests.map(\.path) == [Self.pagePath])
            #expect(try await lookup.vehicles.retrieve().rows.first?.lastFailure == .noData)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        ant: LoopbackHTTPServer, sri: LoopbackHTTPServer, in folder: TemporaryFolder,
        at now: Date = now
    ) throws -> LoopbackLookUp {
        try LoopbackLookUp(
            ant: ant.baseURL, sri: sri.baseURL, path: folder.file("report.sqlite"), now: now)
    }

    /// The SRI's answer for `plate`, paid for 2026 and owing nothing.
    private static func paidUp(_ plate: String) -> Data {
        Data(#"{"placa": "\#(plate)", "anioUltimoPago": 2026, "total": 0.0}"#.utf8)
    }
}
