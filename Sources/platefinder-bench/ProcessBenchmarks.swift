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

    /// Median milliseconds from launch to exit of `executable arguments`, spawned with
    /// posix_spawn: Foundation's Process adds tens of milliseconds of its own.
    static func wallTime(_ executable: URL, _ arguments: [String], runs: Int) throws -> Double {
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure { try spawnAndWait(executable.path, arguments) }
            samples.append(Stopwatch.microseconds(elapsed) / 1_000)
        }
        return Stopwatch.median(samples)
    }

    private static func spawnAndWait(_ path: String, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard status == 0 else { throw SpawnError(path: path, code: status) }
        var exitStatus: Int32 = 0
        waitpid(pid, &exitStatus, 0)
    }

    struct SpawnError: Error {
        let path: String
        let code: Int32
    }
}
