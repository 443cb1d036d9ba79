import CSQLite
import PlateFinderDomain

/// A process's one connection to PlateFinder's SQLite file, shared by every store.
///
/// The file is checked, migrated (or found read-only) once, however many stores use it.
/// The actor owns the connection, which is not `Sendable`, and runs each call of a store
/// as one synchronous `perform` or `transaction`: nothing else runs on the connection
/// from its first statement to its last, so one store's transaction never interleaves
/// with another's, and a lock the call takes is released before the next call starts.
/// Other processes are serialized by SQLite's file locks; a call waits up to
/// `busyTimeout` for them, holding its thread, before failing with `StoreError.busy`.
public actor SQLitePlateFinderDatabase {
    private let connection: SQLiteConnection

    /// Opens (creating when missing) PlateFinder's file at `path` and migrates it forward;
    /// a file that is not a PlateFinder database is refused and left untouched. Waits up
    /// to `busyTimeout` whenever another process holds the file.
    ///
    /// A file this process may read but not write (its file, folder or disk is read-only)
    /// is opened for reading: everything that only reads works, and every write fails with
    /// `StoreError.readOnly`.
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws(StoreError) {
        connection = try Self.open(path: path, busyTimeout: busyTimeout)
    }

    /// Runs `body` on the connection, outside any transaction: for a single statement,
    /// which SQLite runs as a transaction of its own. SQLite's failures become the store's.
    ///
    /// A `body` that leaves a transaction open is rolled back and fails, so the next
    /// call never runs inside another's transaction.
    func perform<T: Sendable>(
        _ body: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) throws(StoreError) -> T {
        do throws(SQLiteError) {
            let result = try body(connection)
            guard !connection.isInTransaction else {
                throw .failure(code: SQLITE_MISUSE, message: "a store left a transaction open")
            }
            return result
        } catch {
            connection.rollBackIfActive()
            throw StoreError(error)
        }
    }

    /// Runs `body` in one transaction that holds the write lock from its start (see
    /// `SQLiteConnection.transaction`): for a call that reads before it writes, or writes
    /// more than one statement.
    func transaction<T: Sendable>(
        _ body: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) throws(StoreError) -> T {
        try perform { connection throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in try body(connection) }
        }
    }

    private static func open(
        path: String, busyTimeout: Duration
    ) throws(StoreError) -> SQLiteConnection {
        let schema = PlateFinderSchema.schema
        do {
            return try SQLiteConnection(path: path, schema: schema, busyTimeout: busyTimeout)
        } catch .readOnly {
            do {
                return try .openForReading(path: path, schema: schema, busyTimeout: busyTimeout)
            } catch {
                switch error {
                // Nothing to read after all (no database yet, or one to migrate first):
                // that it cannot be written is what to tell.
                case .readOnly, .cannotOpen: throw .readOnly
                default: throw StoreError(error)
                }
            }
        } catch {
            throw StoreError(error)
        }
    }
}
