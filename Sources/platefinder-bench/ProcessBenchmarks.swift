import Foundation

/// Wall time of whole `platefinder` processes, as a script or shell would see them.
enum ProcessBenchmarks {
    static func run(into report: inout BenchmarkReport) throws {
        guard let binary = siblingExecutable(named: "platefinder") else {
            report.note(
                "platefinder validate process",
                "skipped: build it first with `swift build -c release --product platefinder`")
            return
        }
        let validate = try wallTime(binary, ["validate", "PBX1234"], runs: 30)
        report.add("platefinder validate PBX1234, wall time median", validate, unit: "ms")
        let baseline = try wallTime(URL(fileURLWithPath: "/bin/true"), [], runs: 30)
        report.add("  for scale: /bin/true, wall time median", baseline, unit: "ms")
    }

    /// A product built next to this benchmark, e.g. `.build/release/platefinder`.
    static func siblingExecutable(named name: String) -> URL? {
        guard let own = Bundle.main.executableURL else { return nil }
        let candidate = own.deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// Median milliseconds from launch to exit of `executable arguments`.
    static func wallTime(_ executable: URL, _ arguments: [String], runs: Int) throws -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let child = try ChildProcess.run(executable.path, arguments)
            samples.append(Stopwatch.microseconds(child.wallTime) / 1_000)
        }
        return Stopwatch.median(samples)
    }
}
