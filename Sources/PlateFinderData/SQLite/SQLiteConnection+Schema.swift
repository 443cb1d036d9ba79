import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteConnection {
    /// Opens the database of `schema` at `path`, creating it (directories 0700, file 0600)
    /// when missing, and migrates it to the schema's latest version.
    ///
    /// Nothing is written before the file is known to be ours: garbage, another
    /// application's database and a newer schema are refused and left byte for byte as
    /// they were. Only then does the file switch to write-ahead logging (which rewrites
    /// its header) and migrate. Several processes may open the same file at once; each
    /// migration runs exactly once.
    public convenience init(
        path: String, schema: SQLiteSchema, busyTimeout: Duration = .seconds(5)
    ) throws(SQLiteError) {
        try SQLiteDatabaseFile.prepare(at: path)
        try self.init(path: path, busyTimeout: busyTimeout)
        try checkHeader()
        let identity = try SQLiteIdentity.read(from: self)
        try schema.admit(identity, path: path)
        try enableWriteAheadLog()
        try schema.migrate(self, from: identity.userVersion)
    }

    /// Opens the existing database of `schema` at `path` for reading only, for a file, a
    /// folder or a disk this process may not write. Every write through it fails with
    /// `readOnly`.
    ///
    /// The file is refused as `init(path:schema:busyTimeout:)` refuses it, and with
    /// `readOnly` when it would have to be written first: a file not yet a database, or
    /// one at an older schema (migrating is writing).
    ///
    /// SQLite reads a database in write-ahead-log mode only through its `-wal` and `-shm`
    /// files: they must exist (a writer has the file open) or be possible to create. When
    /// neither holds, and no log with changes lies beside the file, nothing can be
    /// missing from the file itself, so it is read as immutable: without those files and
    /// without locks.
    public static func openForReading(
        path: String, schema: SQLiteSchema, busyTimeout: Duration = .seconds(5)
    ) throws(SQLiteError) -> SQLiteConnection {
        // SQLite would block opening a FIFO, and read a device as garbage.
        _ = try SQLiteDatabaseFile.regularFile(at: path)
        do {
            return try readable(
                SQLiteConnection(path: path, busyTimeout: busyTimeout, access: .readOnly),
                schema)
        } catch {
            let logFilesUnavailable =
                switch error {
                case .readOnly, .cannotOpen: true
                default: false
                }
            guard logFilesUnavailable, !SQLiteDatabaseFile.hasWriteAheadLog(at: path) else {
                throw error
            }
            return try readable(
                SQLiteConnection(path: path, busyTimeout: busyTimeout, access: .immutable),
                schema)
        }
    }

    /// `connection`, once its file is known to be `schema`'s, fully migrated.
    private static func readable(
        _ connection: SQLiteConnection, _ schema: SQLiteSchema
    ) throws(SQLiteError) -> SQLiteConnection {
        try connection.checkHeader()
        let identity = try SQLiteIdentity.read(from: connection)
        try schema.admit(identity, path: connection.path)
        guard identity.applicationID == schema.applicationID,
            identity.userVersion == schema.latestVersion
        else {
            throw .readOnly(
                path: connection.path, message: "the database must be written before it is read")
        }
        return connection
    }

    /// Readers no longer block the writer nor the writer readers, which is what lets
    /// several processes share the file. `synchronous = FULL` syncs the log at every
    /// commit, so a committed write survives a power loss too, not only a crash; one sync
    /// per human-paced write costs nothing the user could notice.
    private func enableWriteAheadLog() throws(SQLiteError) {
        let modes = try retryingWhileBusy { () throws(SQLiteError) in
            try query("PRAGMA journal_mode = WAL") { row in row.text(at: 0) }
        }
        guard let mode = modes.first ?? nil, mode.lowercased() == "wal" else {
            throw .failure(
                code: SQLITE_ERROR, message: "the database could not switch to write-ahead logging")
        }
        try execute("PRAGMA synchronous = FULL")
    }

    /// Runs `body` again while it fails as busy, up to the busy timeout.
    ///
    /// Switching a file into write-ahead logging while another connection is switching it
    /// too fails as busy at once, without SQLite's busy handler ever waiting.
    private func retryingWhileBusy<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T
    {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: busyTimeout)
        while true {
            do {
                return try body()
            } catch .busy where clock.now < deadline {
                usleep(1_000)
            }
        }
    }
}
