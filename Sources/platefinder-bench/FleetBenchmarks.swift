import Foundation
import PlateFinderData
import PlateFinderDomain

/// What a batch costs: 400 plates asked of a loopback portal with 100 ms latency at
/// concurrency 4 and no interval, against the ideal 400 × 0.1 s / 4 = 10 s, with how soon
/// and how evenly its rows stream out (the time to the first row and the longest gap
/// between two, as they arrive on the child's standard output: a gap near one request's
/// 0.1 s means rows leave as plates finish); and 100 000 plates all answered from saved
/// copies. Each batch runs in a process of its own (`FleetBatchChild`), so its peak memory
/// is its own.
enum FleetBenchmarks {
    static func run(into report: inout BenchmarkReport) throws {
        guard let binary = Bundle.main.executableURL?.path else {
            report.note("fleet batches", "skipped: the benchmark cannot find itself")
            return
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let portal = try FleetPortal(latency: .milliseconds(100))
        let asked = try batch(
            binary, endpoint: portal.endpoint, store: folder.path + "/asked.sqlite", count: 400,
            maximumAge: 0, folder: folder.path, streaming: true)
        report.add(
            "batch of 400 plates, portal 100 ms, concurrency 4: wall / ideal 10 s",
            asked.seconds / 10, unit: "×")
        report.note(
            "  wall time, rows, requests",
            "\(format(asked.seconds)) s, \(asked.rows) rows (\(asked.found) found), "
                + "\(asked.requests) requests")
        report.add("  peak memory (whole process)", asked.peakMiB, unit: "MiB")
        report.add("  time to the first row (from the batch's start)", asked.firstRow, unit: "s")
        report.add("  longest gap between two rows", asked.longestGap, unit: "s")

        let savedStore = folder.path + "/saved.sqlite"
        try fillSavedVehicles(count: 100_000, at: savedStore)
        let saved = try batch(
            binary, endpoint: "http://127.0.0.1:9", store: savedStore, count: 100_000,
            maximumAge: 86_400, folder: folder.path)
        report.add(
            "batch of 100 000 plates from saved copies, rows per second",
            Double(saved.rows) / max(saved.seconds, 0.000_001), unit: "rows/s")
        report.note(
            "  wall time, saved answers used, requests",
            "\(format(saved.seconds)) s, \(saved.saved) saved, \(saved.requests) requests")
        report.add("  peak memory (whole process)", saved.peakMiB, unit: "MiB")
    }

    private struct Figures {
        let seconds: Double
        let rows: Int
        let found: Int
        let saved: Int
        let requests: Int
        let peakMiB: Double
        /// Seconds from the batch's start to its first row on the pipe; 0 unless streamed.
        var firstRow = 0.0
        /// The most seconds between two rows on the pipe; 0 unless streamed.
        var longestGap = 0.0
    }

    private static func batch(
        _ binary: String, endpoint: String, store: String, count: Int, maximumAge: Int,
        folder: String, streaming: Bool = false
    ) throws -> Figures {
        let arguments = [FleetBatchChild.flag, endpoint, store, String(count), String(maximumAge)]
        let child: ChildProcess
        let text: String
        var arrivals: [ContinuousClock.Instant] = []
        if streaming {
            var lines: [String] = []
            child = try ChildProcess.run(binary, arguments + ["stdout"]) { line, arrival in
                lines.append(line)
                arrivals.append(arrival)
            }
            text = lines.last ?? ""
            // The marker's arrival starts the clock; the last line is the summary, not a row.
            guard lines.count >= 2, lines.first == FleetBatchChild.startMarker else {
                throw ChildProcess.SpawnError(path: "fleet batch: \(text)", code: child.exitCode)
            }
            arrivals.removeLast()
        } else {
            let output = folder + "/child-\(count).txt"
            child = try ChildProcess.run(binary, arguments + ["null"], outputPath: output)
            text = try String(contentsOfFile: output, encoding: .utf8)
        }
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard child.exitCode == 0, fields.count == 5, let seconds = Double(fields[0]),
            let rows = Int(fields[1]), let found = Int(fields[2]), let saved = Int(fields[3]),
            let requests = Int(fields[4])
        else { throw ChildProcess.SpawnError(path: "fleet batch: \(text)", code: child.exitCode) }
        var figures = Figures(
            seconds: seconds, rows: rows, found: found, saved: saved, requests: requests,
            peakMiB: child.peakMemoryMiB)
        let gaps = zip(arrivals, arrivals.dropFirst()).map { Stopwatch.seconds($1 - $0) }
        figures.firstRow = gaps.first ?? 0
        figures.longestGap = gaps.dropFirst().max() ?? 0
        return figures
    }

    /// A store whose `count` plates each have a vehicle saved an hour ago, written in one
    /// transaction (a commit per plate would take minutes and measure nothing of interest).
    private static func fillSavedVehicles(count: Int, at path: String) throws {
        _ = try SQLiteCarStore(path: path)
        let connection = try SQLiteConnection(path: path)
        let fetchedAt = Date().timeIntervalSince1970 - 3_600
        try connection.transaction { () throws(SQLiteError) in
            let insert = try connection.prepare(
                """
                INSERT INTO saved_vehicle (plate_number, fetched_at, car_plate, car_manufacturer,
                    car_color_name, car_registration_year, car_model, car_segment,
                    car_registration_date, car_year, car_service, car_expiration_date, car_tint,
                    car_tint_expiration_date, fines_pending, fines_disputed, fines_voided,
                    fines_paid, fines_in_agreement)
                VALUES (?, ?, ?, 'TOYOTA', 'AMARILLO', '2025', 'AA COROLLA 1.6', 'AUTOMOVIL',
                    '14-06-2025', '2009', 'USO PUBLICO', '31-05-2030',
                    'No existe registro de polarizado', '', 4, 0, 20, 9, 0)
                """)
            for index in 0..<count {
                let plate = FleetBatchChild.plate(index).value
                try insert.bind([.text(plate), .real(fetchedAt), .text(plate)])
                while try insert.step() != nil {}
            }
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
