/// Why a SQLite operation failed; user-facing wording lives in the app layer.
public enum SQLiteError: Error, Equatable, Sendable {
    /// The file at `path` could not be opened or created (a missing or non-directory
    /// parent, a path that is not a regular file, …); `message` is the system's reason.
    case cannotOpen(path: String, message: String)
    /// The folder at `path`, missing above a database file, could not be created;
    /// `message` is the system's reason.
    case cannotCreateDirectory(path: String, message: String)
    /// The file at `path` is not a SQLite database at all (garbage bytes, a text file, …).
    case notADatabase(path: String)
    /// The file at `path`, its directory or its file system cannot be written.
    case readOnly(path: String, message: String)
    /// Another connection held the lock for longer than the busy timeout.
    case busy(message: String)
    /// A `UNIQUE`, `NOT NULL`, `CHECK`, primary or foreign key constraint failed.
    case constraintViolation(message: String)
    /// The file at `path` is a SQLite database that belongs to another application;
    /// `applicationID` is the `PRAGMA application_id` found in it.
    case foreignDatabase(path: String, applicationID: Int32)
    /// The database was written by a newer schema (`found`) than this code knows
    /// (`supported`); it is never migrated down.
    case schemaTooNew(found: Int32, supported: Int32)
    /// SQLite found the database file damaged.
    case corrupt(message: String)
    /// Any other failure (I/O, full disk, misuse, …) with SQLite's extended result code.
    case failure(code: Int32, message: String)
}
