import DecompressionBombs
import Foundation

/// What a portal that never answers, or answers with too much, costs a whole
/// `platefinder find` process: CPU while waiting, peak memory and wall time.
enum HostilePortalBenchmarks {
    static func run(into report: inout BenchmarkReport) throws {
        guard let binary = ProcessBenchmarks.siblingExecutable(named: "platefinder") else {
            report.note("platefinder find on a hostile portal", "skipped: no release binary")
            return
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let find = Find(binary: binary.path, folder: folder.path)

        let silent = try find.run(against: .silence, timeout: 3)
        report.add(
            "find --timeout 3 on a silent portal, CPU user+system", silent.cpuSeconds, unit: "s",
            budget: "< 2 % of one core: \(format(0.02 * seconds(silent.wallTime))) s")
        report.note(
            "  share of one core over its wall time",
            "\(format(100 * silent.cpuSeconds / seconds(silent.wallTime))) %, wall "
                + "\(format(seconds(silent.wallTime))) s, exit \(silent.exitCode)")
        let unavailable = Data("HTTP/1.1 503 Unavailable\r\nContent-Length: 0\r\n\r\n".utf8)
        let prompt = try find.run(against: .bytes(unavailable), timeout: 3)
        report.add(
            "  for scale: the same find answered 503 at once, CPU", prompt.cpuSeconds, unit: "s")

        let bomb = GzipBomb.zeros(count: 1 << 30)
        let bombHead =
            "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\n"
            + "Content-Length: \(bomb.count)\r\n\r\n"
        let bombRun = try find.run(against: .bytes(Data(bombHead.utf8) + bomb))
        addBounds("a gzip bomb (\(bomb.count / 1024) KiB -> 1 GiB)", bombRun, to: &report)
        let streamHead =
            "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n"
        let chunk = Data("4000\r\n".utf8) + Data(repeating: 0x41, count: 0x4000) + Data("\r\n".utf8)
        let streamRun = try find.run(against: .endless(head: Data(streamHead.utf8), chunk: chunk))
        addBounds("an endless chunked stream", streamRun, to: &report)
        let validate = try ChildProcess.run(binary.path, ["validate", "PBX1234"])
        report.add(
            "  for scale: platefinder validate, peak memory", validate.peakMemoryMiB, unit: "MiB")
    }

    private static func addBounds(
        _ name: String, _ child: ChildProcess, to report: inout BenchmarkReport
    ) {
        report.add(
            "find --timeout 2 on \(name), peak memory", child.peakMemoryMiB, unit: "MiB",
            budget: "< 100 MiB")
        report.add(
            "  wall time (exit \(child.exitCode))", seconds(child.wallTime), unit: "s",
            budget: "< 2.5 s")
    }

    /// `platefinder find` with a store and HOME of its own, against a portal on loopback;
    /// only the ANT is asked, so no SRI elsewhere adds its own wait or costs to the figures.
    private struct Find {
        let binary: String
        let folder: String

        /// One run against a portal answering with `answer`.
        func run(against answer: BenchPortal.Answer, timeout: Int = 2) throws -> ChildProcess {
            let arguments = [
                "find", "PBX1234", "--sources", "ant", "--timeout", "\(timeout)",
                "--store", folder + "/store.sqlite",
                "--endpoint", try BenchPortal(answering: answer).endpoint,
            ]
            return try ChildProcess.run(binary, arguments, environment: ["HOME=\(folder)"])
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Stopwatch.microseconds(duration) / 1_000_000
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
