/// How a connection may use its database file.
public enum SQLiteAccess: Equatable, Sendable {
    /// Read and write, creating the file when it is missing.
    case readWrite
    /// Read only, sharing the file with writers through its `-wal` and `-shm` files, which
    /// must exist already or be possible to create.
    case readOnly
    /// Read only, as a file no one changes: no locks and no `-wal` or `-shm` files. Right
    /// only for a database whose folder cannot hold those files and that has no
    /// write-ahead log whose changes it would miss.
    case immutable
}
