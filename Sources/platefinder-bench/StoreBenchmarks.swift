import Foundation
import PlateFinderData
import PlateFinderDomain

/// The store's hot paths on a real file: recording a search into a full history, and
/// reading the whole history back.
///
/// Synchronous like the other benchmarks: the store's calls are asynchronous, so the
/// measurements run in a task the calling thread waits for. Call these from the bench's
/// main thread, never from a task, whose pool thread the wait would block.
enum StoreBenchmarks {
    static func run(into report: inout BenchmarkReport) throws {
        let figures = try waiting { try await measure() }
        report.add(
            "SQLiteCarStore.insert into a full history, median", figures.insert, unit: "µs")
        report.add(
            "  for scale: a bare one-row commit, synced the same way, median", figures.commit,
            unit: "µs")
        report.add(
            "SQLiteCarStore.retrieve \(SearchHistoryPolicy.maximumItems) items, median",
            figures.retrieve, unit: "µs")
    }

    /// Creates (or fills) the PlateFinder database at `path` with a full history: one item
    /// per plate up to the cap, each with a vehicle and its fines, some after a failed
    /// search that kept the vehicle.
    static func makeFullHistoryDatabase(at path: String) throws {
        try waiting { try await fillHistory(of: SQLiteCarStore(path: path)) }
    }

    private struct Figures: Sendable {
        let insert: Double
        let commit: Double
        let retrieve: Double
    }

    private static func measure() async throws -> Figures {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-bench-\(UUID().uuidString)").path
        defer { removeDirectory(at: directory) }
        let store = try SQLiteCarStore(path: directory + "/platefinder.sqlite")
        try await fillHistory(of: store)

        // Every insert is a plate not yet in the history, so the cap also drops one.
        var next = SearchHistoryPolicy.maximumItems
        let insert = try await medianMicroseconds(samples: 300) {
            try await store.insert(item(next))
            next += 1
        }
        var sink = 0
        let retrieve = try await medianMicroseconds(samples: 2_000) {
            sink &+= try await store.retrieve().rows.count
        }
        if sink == 42 { print("") }
        let commit = try bareCommit(at: directory + "/bare.sqlite")
        return Figures(insert: insert, commit: commit, retrieve: retrieve)
    }

    /// What any durable write costs on this disk: one row, in write-ahead logging with a
    /// sync at every commit, as the store's file is.
    private static func bareCommit(at path: String) throws -> Double {
        let connection = try SQLiteConnection(path: path)
        _ = try connection.query("PRAGMA journal_mode = WAL") { $0.text(at: 0) }
        try connection.execute("PRAGMA synchronous = FULL")
        try connection.execute("CREATE TABLE counter (value INTEGER NOT NULL)")
        try connection.execute("INSERT INTO counter (value) VALUES (0)")
        return try Stopwatch.medianMicroseconds(samples: 300) {
            try connection.transaction { () throws(SQLiteError) in
                try connection.execute("UPDATE counter SET value = value + 1")
            }
        }
    }

    private static func fillHistory(of store: SQLiteCarStore) async throws {
        for index in 0..<SearchHistoryPolicy.maximumItems {
            try await store.insert(item(index))
            if index % 5 == 0 {
                let date = Date(timeIntervalSince1970: 1_750_000_000 + Double(index) + 0.5)
                try await store.insert(
                    .failure(plate(index), reason: .httpStatus(500), at: date))
            }
        }
    }

    private static func item(_ index: Int) -> SearchHistoryItem {
        let date = Date(timeIntervalSince1970: 1_750_000_000 + Double(index))
        return .success(plate(index), car: car(plate(index)), at: date)
    }

    private static func plate(_ index: Int) -> Plate {
        Plate("PBX" + String(format: "%04d", index % 10_000))
    }

    /// A vehicle like the portal's sample page.
    private static func car(_ plate: Plate) -> Car {
        Car(
            plate: plate.value, manufacturer: "TOYOTA", colorName: "AMARILLO",
            registrationYear: "2025", model: "AA COROLLA 1.6", segment: "AUTOMOVIL",
            registrationDate: "14-06-2025", year: "2009", service: "USO PUBLICO",
            expirationDate: "31-05-2030", tint: "No existe registro de polarizado",
            tintExpirationDate: "",
            fines: FinesSummary(pending: 4, disputed: 0, voided: 20, paid: 9, inAgreement: 0))
    }

    /// `Stopwatch.medianMicroseconds` for work that awaits.
    private static func medianMicroseconds(
        samples: Int, warmUp: Int = 10, _ work: () async throws -> Void
    ) async rethrows -> Double {
        for _ in 0..<warmUp { try await work() }
        let clock = ContinuousClock()
        var durations: [Double] = []
        durations.reserveCapacity(samples)
        for _ in 0..<samples {
            let start = clock.now
            try await work()
            durations.append(Stopwatch.microseconds(clock.now - start))
        }
        return Stopwatch.median(durations)
    }

    /// Runs `work` in a task of its own and blocks the calling thread until it is done.
    static func waiting<T: Sendable>(
        for work: @escaping @Sendable () async throws -> T
    ) throws -> T {
        let outcome = Outcome<T>()
        Task.detached {
            do {
                outcome.finish(.success(try await work()))
            } catch {
                outcome.finish(.failure(error))
            }
        }
        return try outcome.wait().get()
    }

    private static func removeDirectory(at path: String) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            print("warning: could not remove \(path): \(error)")
        }
    }
}

/// The result of a task, handed to the thread waiting for it.
///
/// `@unchecked Sendable` is safe: `result` is written once, before `done` is signalled,
/// and read only after `wait` has seen that signal, and both happen holding `lock`.
private final class Outcome<T>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<T, any Error>?

    func finish(_ result: Result<T, any Error>) {
        lock.withLock { self.result = result }
        done.signal()
    }

    func wait() -> Result<T, any Error> {
        done.wait()
        return lock.withLock { result } ?? .failure(CancellationError())
    }
}
