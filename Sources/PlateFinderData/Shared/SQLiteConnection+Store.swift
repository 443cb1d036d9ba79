import Foundation
import PlateFinderDomain

extension SQLiteConnection {
    /// Opens (creating when missing) PlateFinder's file at `path` with the schema every
    /// store shares, migrating it forward; a file that is not ours is refused untouched.
    ///
    /// A store this process may read but not write (its file, folder or disk is
    /// read-only) is opened for reading: everything that only reads works, and every write
    /// fails with `StoreError.readOnly`.
    static func openStore(
        at path: String, busyTimeout: Duration
    ) throws(StoreError)
        -> SQLiteConnection
    {
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

    /// Runs `body` on this connection, turning SQLite's failures into the store's.
    func storeOperation<T>(
        _ body: (SQLiteConnection) throws(SQLiteError) -> T
    ) throws(StoreError) -> T {
        do {
            return try body(self)
        } catch {
            throw StoreError(error)
        }
    }
}
