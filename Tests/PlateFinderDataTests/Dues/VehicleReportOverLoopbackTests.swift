import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The report over the real services and client, against two loopback servers standing for
/// the ANT (its vehicle page and fines grid) and the SRI.
struct VehicleReportOverLoopbackTests {
    /// Each server holds its answer until the other has received its request, so the report
    /// can only be complete if both requests were in flight at once: asked one after the
    /// other, the first would wait for a request that never comes, and time out.
    @Test func report_asksTheANTAndTheSRIAtTheSameTime() async throws {
        let ant = try LoopbackHTTPServer()
        let sri = try LoopbackHTTPServer()
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate("PCQ5129")
        let page = Data(PortalPage.page(rows: rows).utf8)
        ant.enqueue { _ in
            Self.wait(untilAsked: sri)
            return .html(page)
        }
        sri.enqueue { _ in
            Self.wait(untilAsked: ant)
            return .json(Data(#"{"placa": "PCQ5129", "anioUltimoPago": 2026, "total": 0.0}"#.utf8))
        }

        let report = await makeSUT(ant: ant, sri: sri)(.complete("PCQ5129"), from: [.ant, .sri])

        #expect((try? report.ant?.get())?.car.plate == "PCQ5129")
        #expect((try? report.sri?.get())?.registration?.record.lastPaidYear == 2026)
        #expect(ant.requests.count == 1 && sri.requests.count == 1)
    }

    /// The fines come from the page the vehicle was read from: the portal is asked for it
    /// once, then for the grid.
    @Test func report_readsTheFinesFromTheVehiclesPage_askingThePortalForItOnce() async throws {
        let ant = try LoopbackHTTPServer()
        let sri = try LoopbackHTTPServer()
        ant.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
        ant.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
        sri.enqueue(
            .json(Data(#"{"placa": "ABC1234", "anioUltimoPago": 2026, "total": 0.0}"#.utf8)))

        let report = await makeSUT(ant: ant, sri: sri)(.complete("ABC1234"))

        #expect((try? report.ant?.get())?.car.plate == "ABC1234")
        #expect((try? report.sri?.get())?.registration?.record.lastPaidYear == 2026)
        #expect((try? report.fines?.get())?.report.pending?.total == Money(cents: 23_030))
        #expect(
            ant.requests.map(\.path) == [
                "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp",
                "/PortalWEB/paginas/clientes/clp_json_citaciones.jsp",
            ])
        #expect(sri.requests.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(ant: LoopbackHTTPServer, sri: LoopbackHTTPServer) -> LoadVehicleReport {
        let client = CurlHTTPClient(timeout: 5, userAgent: "PlateFinder-test")
        let clock = InstantClock { Date(timeIntervalSince1970: 1_796_000_000) }
        let store = InMemoryCarStore()
        let pages = ANTPageMemo()
        return LoadVehicleReport(
            searchCar: SearchCar(
                loader: ANTCarInfoService(baseURL: ant.baseURL, client: client, memo: pages),
                history: store, favorites: store, clock: clock),
            lookUpRegistration: LookUpRegistration(
                loader: SRIRegistrationService(baseURL: sri.baseURL, client: client),
                store: InMemoryRegistrationStore(), clock: clock),
            lookUpFines: LookUpFines(
                loader: ANTFinesService(baseURL: ant.baseURL, client: client, memo: pages),
                store: InMemoryFinesStore(), clock: clock),
            clock: DayClock(timeZone: .gmt, instants: clock))
    }

    /// Blocks the server's connection thread until `server` has a request, or ten seconds.
    private static func wait(untilAsked server: LoopbackHTTPServer) {
        for _ in 0..<1_000 where server.requests.isEmpty {
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
