import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain

/// The batch a fleet benchmark measures, run in a process of its own so that its peak
/// memory is the batch's: `platefinder-bench --fleet-child ENDPOINT STORE COUNT MAX_AGE_S`.
///
/// It looks up COUNT plates with `--sources ant --concurrency 4 --interval 0` through the
/// composition root, as the command will, writes every row as CSV to /dev/null, and prints
/// `seconds rows found saved requests` on one line.
enum FleetBatchChild {
    /// The first argument that selects this mode.
    static let flag = "--fleet-child"

    /// Runs the batch the arguments describe; the process's exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 4, let count = Int(arguments[2]),
            let maximumAge = Int64(arguments[3])
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
                await measure(fleet.batch, count: count, options: options)
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
        _ batch: LookUpBatch, count: Int, options: BatchOptions
    ) async -> String {
        let input = PlateCounter(count: count)
        let output = CSVSink()
        let clock = ContinuousClock()
        let start = clock.now
        let summary = await batch({ await input.next() }, options: options) { event in
            if case .result(let result, _) = event { output.write(BatchRow(result)) }
        }
        let seconds = Stopwatch.microseconds(clock.now - start) / 1_000_000
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

/// Writes CSV rows to /dev/null in 64 KiB chunks, as a command writing to a pipe would.
///
/// `@unchecked Sendable` is safe: the batch calls `deliver` from one task at a time, and
/// `flush` runs after the batch has returned.
private final class CSVSink: @unchecked Sendable {
    private let handle = FileHandle(forWritingAtPath: "/dev/null")
    private var buffer = Data()
    private(set) var rows = 0

    func write(_ row: BatchRow) {
        buffer.append(contentsOf: BatchCSV.line(for: row).utf8)
        rows += 1
        if buffer.count >= 64 * 1024 { flush() }
    }

    func flush() {
        handle?.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
