import PlateFinderDomain

/// A store kept in PlateFinder's SQLite file: immutable, holding only the database it is
/// given, which the process's other stores share, and running each of its calls as one
/// `perform` or `transaction` on it.
///
/// A new store is a type with this initializer, its statements, and a migration appended
/// to `PlateFinderSchema`; it opens nothing itself.
public protocol SQLiteStore: Sendable {
    /// A store over `database`, shared with the process's other stores.
    init(database: SQLitePlateFinderDatabase)
}

extension SQLiteStore {
    /// A store with a connection of its own to the file at `path`, for a program that
    /// needs this store only; one that uses several opens the file once and gives the same
    /// `SQLitePlateFinderDatabase` to each. Throws as `SQLitePlateFinderDatabase` does.
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws(StoreError) {
        self.init(database: try SQLitePlateFinderDatabase(path: path, busyTimeout: busyTimeout))
    }
}
