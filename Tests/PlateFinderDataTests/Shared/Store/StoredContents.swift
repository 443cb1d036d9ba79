import PlateFinderData
import PlateFinderDomain

/// Everything PlateFinder's file holds, read through its stores: what the suites that run
/// against every store compare.
struct StoredContents: Equatable, Sendable {
    /// The searches, newest first.
    var history: [SearchHistoryItem] = []
    /// The favourite plates, newest first.
    var favorites: [Plate] = []
    /// The tasks, in `TaskListOrder`.
    var tasks: [TaskItem] = []

    /// What the stores over `database` read now.
    static func read(from database: SQLitePlateFinderDatabase) async throws -> StoredContents {
        let store = SQLiteCarStore(database: database)
        return StoredContents(
            history: try await store.retrieve().rows,
            favorites: try await store.retrieveFavorites().rows,
            tasks: try await SQLiteTaskRepository(database: database).fetchAll().rows)
    }

    /// What the file at `path` holds, read through a connection of its own.
    static func read(at path: String) async throws -> StoredContents {
        try await read(from: SQLitePlateFinderDatabase(path: path))
    }

    /// These contents once `newer` is written after them: its searches and favourites on
    /// top, its tasks in their place in the list.
    func adding(_ newer: StoredContents) -> StoredContents {
        StoredContents(
            history: newer.history + history, favorites: newer.favorites + favorites,
            tasks: TaskListOrder.sorted(tasks + newer.tasks))
    }
}
