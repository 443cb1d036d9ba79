import Foundation

/// A whole `platefinder history --json` process on a full history, next to the sqlite3
/// shell doing the same read in the same run, so the CLI's overhead is seen in scale.
enum HistoryProcessBenchmarks {
    private static let read = """
        SELECT * FROM search_history ORDER BY position DESC LIMIT 50;
        SELECT * FROM favorite ORDER BY position DESC;
        """

    static func run(into report: inout BenchmarkReport) throws {
        guard let binary = ProcessBenchmarks.siblingExecutable(named: "platefinder") else {
            report.note("platefinder history --json process", "skipped: no release binary")
            return
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("history.sqlite").path
        try StoreBenchmarks.makeFullHistoryDatabase(at: database)

        let history = try ProcessBenchmarks.wallTime(
            binary, ["history", "--json", "--store", database], runs: 30)
        report.add("platefinder history --json (50 items), wall time median", history, unit: "ms")
        guard let sqlite3 = executableOnPath("sqlite3") else {
            report.note("  for scale: sqlite3 -json", "skipped: sqlite3 is not installed")
            return
        }
        let shell = try ProcessBenchmarks.wallTime(sqlite3, ["-json", database, read], runs: 30)
        report.add("  for scale: sqlite3 -json, same read, wall time median", shell, unit: "ms")
    }

    private static func executableOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
