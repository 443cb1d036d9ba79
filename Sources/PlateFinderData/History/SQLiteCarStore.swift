import Foundation
import PlateFinderDomain

/// Keeps the search history and favourite plates in one SQLite file, shared safely with
/// every other PlateFinder process on the machine.
///
/// The actor owns its connection, which is not `Sendable`: every statement runs on the
/// actor, one at a time, so the connection is never used by two threads at once. A
/// transaction starts and ends within one synchronous call, never across a suspension,
/// so a lock this store holds is always released by work already running. Other
/// processes and other store instances are serialized by SQLite's file locks; a call
/// waits up to `busyTimeout` for them, holding its thread, before failing with
/// `StoreError.busy`.
public actor SQLiteCarStore {
    let connection: SQLiteConnection

    /// Opens (creating when missing) the database at `path`; refuses a file that is not a
    /// PlateFinder database, leaving it untouched. Waits up to `busyTimeout` whenever
    /// another process holds the file.
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws(StoreError) {
        connection = try .openStore(at: path, busyTimeout: busyTimeout)
    }

    /// Runs `body` on the connection, turning SQLite's failures into the store's.
    func perform<T>(
        _ body: (SQLiteConnection) throws(SQLiteError) -> T
    ) throws(StoreError) -> T {
        try connection.storeOperation(body)
    }
}
