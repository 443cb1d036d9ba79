import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// One of PlateFinder's SQLite stores, as the suites every store must pass see it: how it
/// opens a file by itself, and a sample it writes. A new store is one more entry in `all`.
struct StoreUnderTest: Sendable, CustomTestStringConvertible {
    /// The store's name, shown by the test runner.
    let testDescription: String
    /// What `writeSample` writes, as the stores read it back from an empty file.
    let sample: StoredContents
    /// Opens the store by itself on the file at `path`, as a program using only it would.
    let open: @Sendable (_ path: String) throws(StoreError) -> Void
    /// Writes `sample` through a store over `database`.
    let writeSample: @Sendable (SQLitePlateFinderDatabase) async throws -> Void

    /// Every store.
    static let all = [carStore, taskRepository, savedAnswerStore]

    /// The history and favourites.
    static let carStore = StoreUnderTest(
        SQLiteCarStore.self, name: "car store",
        sample: StoredContents(history: [search], favorites: [search.plate])
    ) { store in
        try await store.insert(search)
        try await store.insertFavorite(search.plate)
    }

    /// The tasks.
    static let taskRepository = StoreUnderTest(
        SQLiteTaskRepository.self, name: "task repository", sample: StoredContents(tasks: [task])
    ) { repository in
        try await repository.create(task)
    }

    /// The list of every source's saved answers, which writes nothing but prunes.
    static let savedAnswerStore = StoreUnderTest(
        SQLiteSavedAnswerStore.self, name: "saved answer store", sample: StoredContents()
    ) { store in
        try await store.pruneSavedAnswers(fetchedBefore: Date(timeIntervalSince1970: 0))
    }

    /// A plate no fixture file holds, so the sample shows apart from what a file had.
    private static let search = SearchHistoryItem.success(
        Plate("GBC4567"), car: CarFactory.make(plate: "GBC4567"),
        at: Date(timeIntervalSince1970: 1_750_000_200))

    private static let task = TaskFactory.make(
        id: UUID(uuidString: "5A3F1E00-0000-4000-8000-000000000001") ?? UUID(),
        title: "after the upgrade", plate: Plate("PBX1234"))

    private init<Store: SQLiteStore>(
        _ type: Store.Type, name: String, sample: StoredContents,
        write: @escaping @Sendable (Store) async throws -> Void
    ) {
        testDescription = name
        self.sample = sample
        open = { path throws(StoreError) in _ = try Store(path: path) }
        writeSample = { database in try await write(Store(database: database)) }
    }
}
