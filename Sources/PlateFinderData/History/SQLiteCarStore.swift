import Foundation
import PlateFinderDomain

/// Keeps the search history and favourite plates in one SQLite file.
public actor SQLiteCarStore: CarStore, FavoritesStore {
    /// Opens (creating when missing) the database at `path`; refuses a file that is not a
    /// PlateFinder database, leaving it untouched.
    public init(path: String) throws(StoreError) {
        throw .failure("not implemented yet")
    }

    /// Every item, newest first.
    public func retrieve() throws(StoreError) -> [SearchHistoryItem] { [] }

    /// Records a search by `SearchHistoryPolicy`, atomically.
    public func insert(_ item: SearchHistoryItem) throws(StoreError) {}

    /// Removes the plate's item.
    public func delete(plateNumber: String) throws(StoreError) {}

    /// Removes every item.
    public func deleteAll() throws(StoreError) {}

    /// Every favourite, newest first.
    public func retrieveFavorites() throws(StoreError) -> [Plate] { [] }

    /// Adds a favourite; a repeat keeps its place.
    public func insertFavorite(_ plate: Plate) throws(StoreError) {}

    /// Removes a favourite.
    public func deleteFavorite(_ plate: Plate) throws(StoreError) {}
}
