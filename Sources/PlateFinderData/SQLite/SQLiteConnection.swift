import CSQLite

/// One connection to a SQLite database file.
///
/// Not `Sendable`: a connection must be used by one thread at a time, so whoever shares
/// it (a store behind a `Mutex` or an actor) serializes every call. It is opened with
/// `SQLITE_OPEN_NOMUTEX` because SQLite's own per-connection mutex would add nothing:
/// reading `changes` or an error message right after a call is never atomic with that
/// call, so access has to be serialized above this type anyway.
public final class SQLiteConnection {
    /// The path this connection was opened at.
    public let path: String
    /// How long a statement waits for another connection's lock before failing as busy.
    public let busyTimeout: Duration
    /// How the connection may use the file; a write through a read-only one fails with
    /// `SQLiteError.readOnly`.
    public let access: SQLiteAccess
    let handle: OpaquePointer

    /// Opens the database at `path` with foreign keys on, waiting up to `busyTimeout` for
    /// locks held by other connections. With `.readWrite` a missing file is created, and a
    /// file the system does not let this process write is refused with `readOnly`.
    ///
    /// It neither checks who owns the file nor changes it; an application database is
    /// opened with `init(path:schema:busyTimeout:)`, which does both safely.
    public init(
        path: String, busyTimeout: Duration = .seconds(5), access: SQLiteAccess = .readWrite
    ) throws(SQLiteError) {
        guard !path.utf8.contains(0) else {
            throw .cannotOpen(path: path, message: "the path contains a NUL character")
        }
        guard sqlite3_threadsafe() != 0 else {
            throw .failure(code: SQLITE_MISUSE, message: "SQLite was built without threads")
        }
        self.path = path
        self.busyTimeout = busyTimeout
        self.access = access
        self.handle = try Self.openHandle(path: path, access: access)
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Self.milliseconds(busyTimeout))
        // SQLite falls back to read-only when the OS refuses writing; say so now rather
        // than at the first write.
        guard access != .readWrite || sqlite3_db_readonly(handle, "main") == 0 else {
            throw .readOnly(path: path, message: "the database file cannot be written")
        }
        try execute("PRAGMA foreign_keys = ON")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// The rowid of the last row this connection inserted.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// A compiled statement for the single SQL statement `sql`, to bind and step repeatedly.
    public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(sql: sql, connection: self)
    }

    /// Runs the single statement `sql` with `parameters` bound to its `?` placeholders.
    public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        while try statement.step() != nil {}
    }

    /// Every row of the single statement `sql`, with `parameters` bound, turned into a `T`
    /// by `transform`.
    public func query<T>(
        _ sql: String, _ parameters: [SQLiteValue] = [],
        row transform: (SQLiteRow) throws(SQLiteError) -> T
    ) throws(SQLiteError) -> [T] {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        var results: [T] = []
        while let row = try statement.step() {
            results.append(try transform(row))
        }
        return results
    }

    /// Runs `sql`, which may hold several statements and no parameters; for trusted SQL
    /// such as a schema migration, never for text built from data.
    public func executeScript(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            throw SQLiteError(
                resultCode: code, message: message.map { String(cString: $0) } ?? "", path: path)
        }
    }

    /// The error SQLite reported for `code` on this connection.
    func error(_ code: Int32) -> SQLiteError {
        SQLiteError(resultCode: code, message: String(cString: sqlite3_errmsg(handle)), path: path)
    }

    private static func openHandle(
        path: String, access: SQLiteAccess
    ) throws(SQLiteError) -> OpaquePointer {
        // With URI filenames compiled in, "file:…" would be read as options, not a name.
        var filename = path.hasPrefix("file:") ? "./" + path : path
        var flags = SQLITE_OPEN_NOMUTEX
        switch access {
        case .readWrite: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutable:
            // The flag exists only as a URI parameter.
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            filename = SQLiteFileURI.uri(for: path, parameters: "immutable=1")
        }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(filename, &handle, flags, nil)
        guard let handle else {
            throw .failure(code: SQLITE_NOMEM, message: "out of memory opening the database")
        }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(handle))
            sqlite3_close_v2(handle)
            throw SQLiteError(resultCode: code, message: message, path: path)
        }
        return handle
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds.multipliedReportingOverflow(by: 1000)
        guard !total.overflow else { return Int32.max }
        return Int32(clamping: max(0, total.partialValue + attoseconds / 1_000_000_000_000_000))
    }
}
