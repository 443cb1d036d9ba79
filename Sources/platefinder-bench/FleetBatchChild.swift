import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain

/// The batch a fleet benchmark measures, run in a process of its own so that its peak
/// memory is the batch's:
/// `platefinder-bench --fleet-child ENDPOINT STORE COUNT MAX_AGE_S null|stdout`.
///
/// It looks up COUNT plates with `--sources ant --concurrency 4 --interval 0` through the
/// composition root, as the command will, writes every row as CSV to /dev/null in chunks,
/// or with `stdout` to standard output a row at a time (after a line `startMarker` when
/// the batch starts), and prints `seconds rows found saved requests` on one last line.
enum FleetBatchChild {
    /// The first argument that selects this mode.
    static let flag = "--fleet-child"
    /// The line written to standard output as the batch starts, when rows go there.
    static let startMarker = "batch started"

    /// Runs the batch the arguments describe; the process's exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 5, let count = Int(arguments[2]),
            let maximumAge = Int64(arguments[3]), let output = CSVSink(arguments[4])
        else { return 2 }
        do {
            let configuration = try AppConfiguration.resolve(
                endpoint: arguments[0], timeout: "20", store: arguments[1], environment: [:])
            let fleet = try PlateFinderComposition.makeUseCases(configuration: configuration)
                .fleet
            let options = BatchOptions(
                sources: [.ant], maximumAge: .seconds(maximumAge), concurrency: 4,
                interval: .zero)
            let line = try StoreBenchmarks.waiting {
                await measure(fleet.batch, count: count, options: options, into: output)
            }
            print(line)
            return 0
        } catch {
            print("failed: \(error)")
            return 1
        }
    }

    /// The plates a fleet benchmark asks for: `PBA0000`, `PBA0001`, … distinct car plates.
    static func plate(_ index: Int) -> Plate {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let group = index / 10_000
        let digits = String(index % 10_000)
        return Plate(
            "P" + String(letters[group / 26 % 26]) + String(letters[group % 26])
                + String(repeating: "0", count: 4 - digits.count) + digits)
    }

    private static func measure(
        _ batch: LookUpBatch, count: Int, options: BatchOptions, into output: CSVSink
    ) async -> String {
        let input = PlateCounter(count: count)
        output.markStart()
        let clock = ContinuousClock()
        let start = clock.now
        let summary = await batch({ await input.next() }, options: options) { event in
            if case .result(let result, _) = event { output.write(BatchRow(result)) }
        }
        let seconds = Stopwatch.seconds(clock.now - start)
        output.flush()
        return "\(seconds) \(output.rows) \(summary.found) \(summary.savedAnswers) "
            + "\(summary.requests)"
    }
}

/// Hands out the benchmark's plates one at a time, never holding them all.
private actor PlateCounter {
    private let count: Int
    private var index = 0

    init(count: Int) { self.count = count }

    func next() -> BatchEntry<Int>? {
        guard index < count,
            let plate = PlateSubmission(FleetBatchChild.plate(index).value).lookupPlate
        else { return nil }
        defer { index += 1 }
        return .lookUp(plate, tag: index)
    }
}

/// Writes CSV rows to /dev/null in 64 KiB chunks, as a command writing to a pipe would, or
/// to standard output a row at a time, so the parent sees each row when it is written.
///
/// `@unchecked Sendable` is safe: the batch calls `deliver` from one task at a time, and
/// `flush` runs after the batch has returned.
private final class CSVSink: @unchecked Sendable {
    private let handle: FileHandle?
    private let chunkBytes: Int
    private var buffer = Data()
    private(set) var rows = 0

    /// A sink to `null` (/dev/null) or `stdout`; nil for any other name.
    init?(_ name: String) {
        switch name {
        case "null": (handle, chunkBytes) = (FileHandle(forWritingAtPath: "/dev/null"), 64 * 1024)
        case "stdout": (handle, chunkBytes) = (FileHandle.standardOutput, 1)
        default: return nil
        }
    }

    /// Writes `FleetBatchChild.startMarker` when rows go to standard output.
    func markStart() {
        guard chunkBytes == 1 else { return }
        handle?.write(Data((FleetBatchChild.startMarker + "\n").utf8))
    }

    func write(_ row: BatchRow) {
        buffer.append(contentsOf: BatchCSV.line(for: row).utf8)
        rows += 1
        if buffer.count >= chunkBytes { flush() }
    }

    func flush() {
        handle?.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
