import Foundation
import PlateFinderDomain

extension SQLiteConnection {
    /// Opens (creating when missing) PlateFinder's file at `path` with the schema every
    /// store shares, migrating it forward; a file that is not ours is refused untouched.
    static func openStore(
        at path: String, busyTimeout: Duration
    ) throws(StoreError)
        -> SQLiteConnection
    {
        do {
            return try SQLiteConnection(
                path: path, schema: PlateFinderSchema.schema, busyTimeout: busyTimeout)
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
