import Foundation
import PlateFinderApp
import PlateFinderData
import PlateFinderDomain

/// The SRI's part of a lookup: reading its answer, and a whole report asking the ANT and the
/// SRI at once against two stand-ins that each take their time to answer.
enum DuesBenchmarks {
    /// How long each stand-in waits before it answers.
    static let latency = Duration.milliseconds(300)

    /// `report` with the SRI's figures added; by value, as the caller's report is top-level state.
    static func run(adding report: BenchmarkReport) async throws -> BenchmarkReport {
        var report = report
        let answer = try fixture("valor_PCQ5129.json")
        var sink = 0
        let today = CalendarDate(instant: Date(), in: .gmt)
        let mapping = try Stopwatch.medianMicroseconds(samples: 2_000) {
            let dues = try SRIRegistrationMapper.map(answer, for: Plate("PCQ5129"), today: today)
                .dues
            sink &+= dues.total?.cents ?? 0
        }
        report.add(
            "SRI answer bytes -> record and dues (SRIRegistrationMapper.map), median", mapping,
            unit: "µs")

        var walls: [Double] = []
        for _ in 0..<5 { walls.append(try await reportWallTime()) }
        report.add(
            "report asking ANT + SRI, each answering after 300 ms, wall time median",
            Stopwatch.median(walls), unit: "ms", budget: "≈ 300 ms; one after the other: 600 ms")
        if sink == 42 { print("") }
        return report
    }

    /// One report over fresh stand-ins and a fresh store, in milliseconds.
    private static func reportWallTime() async throws -> Double {
        let page = try fixture(FixturePage.name)
        let ant = try BenchPortal(
            answering: .delayed(response(page: page, type: "text/html"), by: latency))
        let sri = try BenchPortal(
            answering: .delayed(
                response(
                    page: Data(#"{"placa": "ABC1234", "anioUltimoPago": 2026, "total": 0.0}"#.utf8),
                    type: "application/json"),
                by: latency))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-bench-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try AppConfiguration.resolve(
            endpoint: ant.endpoint, sriEndpoint: sri.endpoint,
            store: folder.appendingPathComponent("store.sqlite").path, environment: [:])
        let loader = try PlateFinderComposition.makeUseCases(configuration: configuration)
            .lookUp
        guard let plate = PlateSubmission("ABC1234").lookupPlate else { throw UnansweredReport() }
        let clock = ContinuousClock()
        let elapsed = try await clock.measure {
            let report = await loader(plate, LookupOptions(sources: [.ant, .sri]))
            guard report.hasAnswer, report.sri.answer != nil else {
                throw UnansweredReport()
            }
        }
        return Stopwatch.microseconds(elapsed) / 1_000
    }

    /// The report came back without the vehicle or the dues.
    private struct UnansweredReport: Error {}

    private static func response(page: Data, type: String) -> Data {
        Data(
            "HTTP/1.1 200 OK\r\nContent-Type: \(type)\r\nContent-Length: \(page.count)\r\n\r\n".utf8
        )
            + page
    }

    private static func fixture(_ name: String) throws -> Data {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try Data(
            contentsOf: packageRoot.appendingPathComponent("Tests/PlateFinderTestSupport/Fixtures")
                .appendingPathComponent(name))
    }
}
