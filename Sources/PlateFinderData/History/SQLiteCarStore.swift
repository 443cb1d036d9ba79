import PlateFinderDomain

/// Keeps the search history, each plate's saved vehicle and the favourite plates in
/// PlateFinder's SQLite file, shared safely with every other PlateFinder process on the
/// machine.
///
/// Each call is one `perform` or `transaction` on the database, so a change that reads
/// before it writes holds the write lock from its start.
public final class SQLiteCarStore: SQLiteStore {
    let database: SQLitePlateFinderDatabase

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        self.database = database
    }
}
