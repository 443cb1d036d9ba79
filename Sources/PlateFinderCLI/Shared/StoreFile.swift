import Foundation

/// One of the files SQLite keeps for a store: the database, and the files it creates beside
/// it under the database's name and a suffix.
public enum StoreFile: CaseIterable, Sendable {
    /// The database itself.
    case database
    /// The write-ahead log (`-wal`), which holds changes not yet copied into the database.
    case writeAheadLog
    /// The index of the write-ahead log (`-shm`).
    case sharedMemory
    /// The rollback journal (`-journal`), kept while a change is written outside WAL mode.
    case rollbackJournal

    /// What SQLite appends to the database's path to name this file.
    public var suffix: String {
        switch self {
        case .database: ""
        case .writeAheadLog: "-wal"
        case .sharedMemory: "-shm"
        case .rollbackJournal: "-journal"
        }
    }
}
