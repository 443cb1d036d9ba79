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
        guard let staticBinary = staticExecutable() else {
            report.note(
                "platefinder validate, static build",
                "skipped: build it with `scripts/install.sh` or `swift build -c release "
                    + "--static-swift-stdlib --product platefinder --scratch-path .build/static`")
            return
        }
        let staticValidate = try wallTime(staticBinary, ["validate", "PBX1234"], runs: 30)
        report.add(
            "platefinder validate PBX1234, static build (--static-swift-stdlib), wall time median",
            staticValidate, unit: "ms")
        report.add("  static / dynamic start-up", staticValidate / validate, unit: "×")
    }

    /// The build `scripts/install.sh` makes, with the Swift runtime linked in:
    /// `PLATEFINDER_STATIC_BINARY`, or `.build/static/release/platefinder` below the
    /// package (where `swift run` starts this benchmark).
    static func staticExecutable() -> URL? {
        let path =
            ProcessInfo.processInfo.environment["PLATEFINDER_STATIC_BINARY"]
            ?? ".build/static/release/platefinder"
        let url = URL(fileURLWithPath: path)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
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
