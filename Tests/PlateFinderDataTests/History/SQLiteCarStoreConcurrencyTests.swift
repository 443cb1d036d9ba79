import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Several stores on one file, each with its own connection, as several processes would
/// be: no write is lost, no lock error surfaces, the history's rules hold.
struct SQLiteCarStoreConcurrencyTests {
    private static let stores = 4
    private static let writesPerStore = 40

    @Test func writes_loseNothingAndSurfaceNoError_fromSeveralStoresOnOverlappingPlates()
        async throws
    {
        let plates = 30
        let plan = WritePlan(stores: Self.stores, writes: Self.writesPerStore) { store, write in
            (store * 7 + write) % plates
        }
        try await withTemporaryFolder { directory in
            let path = directory.file("shared.sqlite")

            try await runConcurrently(plan, at: path) { store, index, write in
                try await store.insertFavorite(plate(write % 10))
                if write == 5 { try await store.insertFavorite(plate(100 + index)) }
                if write == 30 { try await store.deleteFavorite(plate(100 + index)) }
            }

            let history = try await SQLiteCarStore(path: path).retrieve().rows
            let favorites = try await SQLiteCarStore(path: path).retrieveFavorites().rows
            #expect(Set(history.map(\.plate)) == Set((0..<plates).map(plate)))
            for item in history {
                #expect(plan.lastWrites(to: item.plate).contains(item))
            }
            #expect(Set(favorites) == Set((0..<10).map(plate)))
            #expect(favorites.count == 10)
            try expectSoundFile(at: path, history: history)
        }
    }

    @Test func insert_keepsTheCapAndEachStoresOrder_fromSeveralStoresPastTheCap() async throws {
        let plan = WritePlan(stores: Self.stores, writes: Self.writesPerStore) { store, write in
            store * Self.writesPerStore + write
        }
        try await withTemporaryFolder { directory in
            let path = directory.file("shared.sqlite")

            try await runConcurrently(plan, at: path)

            let history = try await SQLiteCarStore(path: path).retrieve().rows
            #expect(history.count == SearchHistoryPolicy.maximumItems)
            for index in 0..<Self.stores {
                // Each store's surviving items are its latest writes, newest first.
                let own = history.filter { plan.store(of: $0) == index }
                #expect(own == Array(plan.items(of: index).reversed().prefix(own.count)))
            }
            try expectSoundFile(at: path, history: history)
        }
    }

    /// Runs every store's writes of `plan` at once, each store on its own connection, and
    /// `alongside(store, storeIndex, writeIndex)` after each write.
    private func runConcurrently(
        _ plan: WritePlan, at path: String,
        alongside: (@Sendable (SQLiteCarStore, Int, Int) async throws -> Void)? = nil
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<plan.stores {
                group.addTask {
                    let store = try SQLiteCarStore(path: path, busyTimeout: .seconds(60))
                    for (write, item) in plan.items(of: index).enumerated() {
                        try await store.insert(item)
                        try await alongside?(store, index, write)
                        // Lets the other stores' tasks in between, so the writes interleave
                        // even when the pool has fewer threads than there are stores.
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    /// The file is intact, and its positions order the history without ties.
    private func expectSoundFile(
        at path: String, history: [SearchHistoryItem],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let connection = try SQLiteConnection(path: path)
        let check = try connection.query("PRAGMA integrity_check") { $0.text(at: 0) }
        let rows = try connection.query(
            "SELECT plate_number, position FROM search_history ORDER BY position DESC"
        ) { row in (row.text(at: 0) ?? "", row.int64(at: 1) ?? 0) }
        let positions = rows.map(\.1)
        #expect(check == ["ok"], sourceLocation: sourceLocation)
        #expect(rows.map(\.0) == history.map(\.plate.value), sourceLocation: sourceLocation)
        #expect(Set(rows.map(\.0)).count == rows.count, sourceLocation: sourceLocation)
        #expect(zip(positions, positions.dropFirst()).allSatisfy(>), sourceLocation: sourceLocation)
    }
}

/// Which plate each store writes at each step; every write has a model naming its store
/// and step, so the item read back tells which write it was.
private struct WritePlan: Sendable {
    let stores: Int
    private let plateIndices: [[Int]]

    init(stores: Int, writes: Int, plateIndex: (_ store: Int, _ write: Int) -> Int) {
        self.stores = stores
        plateIndices = (0..<stores).map { store in (0..<writes).map { plateIndex(store, $0) } }
    }

    /// Store `index`'s writes, in order.
    func items(of index: Int) -> [SearchHistoryItem] {
        plateIndices[index].enumerated().map { write, plateIndex in
            let number = plate(plateIndex)
            let date = Date(timeIntervalSince1970: 1_750_000_000 + Double(index * 1_000 + write))
            return .success(number, car: CarFactory.make(model: "\(index)-\(write)"), at: date)
        }
    }

    /// The store that wrote `item`.
    func store(of item: SearchHistoryItem) -> Int? {
        item.car.flatMap { car in car.model.split(separator: "-").first.flatMap { Int($0) } }
    }

    /// For each store that wrote `plate`, its last write of it: whichever committed last
    /// must be the one kept, and a store never undoes its own later write.
    func lastWrites(to plate: Plate) -> [SearchHistoryItem] {
        (0..<stores).compactMap { index in
            items(of: index).last { $0.plate == plate }
        }
    }
}

private func plate(_ index: Int) -> Plate {
    let digits = String(index + 1)
    return Plate("PBX" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits)
}
