import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What one `find` costs when every source answers at once from loopback: the vehicle page,
/// its fines grid and the SRI's dues. The page is fetched and parsed once, its grid read
/// from it.
///
/// `PLATEFINDER_BENCH_BASELINE`, when it names another `platefinder` binary (an earlier
/// version's), runs the same process figure for it, to compare.
enum FindBenchmarks {
    static let plate = "PCQ5129"

    static func run(adding earlier: BenchmarkReport) async throws -> BenchmarkReport {
        var report = earlier
        report = try await inProcess(adding: report)
        guard let binary = ProcessBenchmarks.siblingExecutable(named: "platefinder") else {
            report.note(
                "platefinder find against the loopback portal", "skipped: no release binary")
            return report
        }
        let after = try process(binary.path)
        report.add(
            "find against the loopback portal (page, grid, SRI), CPU user+system, median",
            after.cpu * 1_000, unit: "ms")
        report.note(
            "  wall time median, vehicle pages served per find",
            String(format: "%.1f ms, %.1f", after.wall * 1_000, after.pagesPerFind))
        guard let baseline = ProcessInfo.processInfo.environment["PLATEFINDER_BENCH_BASELINE"],
            FileManager.default.isExecutableFile(atPath: baseline)
        else { return report }
        let before = try process(baseline)
        report.add(
            "  the same with the baseline binary, CPU median", before.cpu * 1_000, unit: "ms")
        report.note(
            "  baseline wall time median, vehicle pages served per find",
            String(format: "%.1f ms, %.1f", before.wall * 1_000, before.pagesPerFind))
        report.add("  this build / baseline, CPU", after.cpu / before.cpu, unit: "×")
        return report
    }

    /// One lookup as `find` runs it, in this process over the composition root's services
    /// and a temporary store: the CPU it takes, counted over many.
    private static func inProcess(adding earlier: BenchmarkReport) async throws -> BenchmarkReport {
        var report = earlier
        let portal = try FindPortal()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = try AppConfiguration.resolve(
            endpoint: portal.endpoint, sriEndpoint: portal.endpoint, store: folder + "/s.sqlite",
            environment: [:])
        let lookUp = try PlateFinderComposition.makeUseCases(configuration: configuration)
            .lookUp
        guard let plate = PlateSubmission(plate).lookupPlate else { return report }
        let runs = 40
        _ = await lookUp(plate)
        let pagesBefore = portal.pageCount
        let started = cpuSeconds()
        for _ in 0..<runs {
            let lookupReport = await lookUp(plate)
            guard lookupReport.fines.answer?.pending != nil, lookupReport.sri.answer != nil else {
                throw UnansweredLookup()
            }
        }
        let cpu = (cpuSeconds() - started) / Double(runs)
        report.add(
            "one lookup (page, grid, SRI) in process, CPU user+system per lookup", cpu * 1_000,
            unit: "ms")
        report.note(
            "  vehicle pages fetched per lookup",
            String(format: "%.1f", Double(portal.pageCount - pagesBefore) / Double(runs)))
        return report
    }

    /// Median CPU and wall seconds of `platefinder find` processes, and pages served each.
    private static func process(
        _ binary: String
    ) throws -> (cpu: Double, wall: Double, pagesPerFind: Double) {
        let portal = try FindPortal()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runs = 15
        var cpu: [Double] = []
        var wall: [Double] = []
        for _ in 0..<runs {
            let child = try ChildProcess.run(
                binary,
                [
                    "find", plate, "--endpoint", portal.endpoint, "--sri-endpoint",
                    portal.endpoint, "--store", folder + "/s.sqlite",
                ], environment: ["HOME=\(folder)"])
            guard child.exitCode == 0 else { throw UnansweredLookup() }
            cpu.append(child.cpuSeconds)
            wall.append(Stopwatch.microseconds(child.wallTime) / 1_000_000)
        }
        return (
            Stopwatch.median(cpu), Stopwatch.median(wall), Double(portal.pageCount) / Double(runs)
        )
    }

    private static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-bench-find-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// A lookup came back without every source's answer.
    private struct UnansweredLookup: Error {}
}
