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
