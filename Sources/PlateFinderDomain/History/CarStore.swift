import Foundation

/// Keeps the search history and each plate's saved vehicle; implementations apply
/// `SearchHistoryPolicy` atomically, each call in one transaction.
public protocol CarStore: Sendable {
    /// Every search, newest first, each showing its plate's saved vehicle, beside the
    /// searches and saved vehicles that cannot be read (a search whose vehicle cannot be
    /// read shows none).
    func retrieve() async throws(StoreError) -> StoreListing<SearchHistoryItem>
    /// Records a search: its vehicle, if any, becomes the plate's saved vehicle; the plate
    /// moves to the top and the cap is kept. Returns the item as recorded, showing the
    /// plate's saved vehicle.
    @discardableResult
    func insert(_ item: SearchHistoryItem) async throws(StoreError) -> SearchHistoryItem
    /// The plate's saved vehicle, whether or not the plate is still in the history;
    /// `StoreError.unreadableRow` when it cannot be read.
    func savedVehicle(for plate: Plate) async throws(StoreError) -> SavedVehicle?
    /// Replaces the plate's saved vehicle with `saved`, leaving the history as it is: for
    /// answers no one searched for (a batch's).
    func saveVehicle(_ saved: SavedVehicle) async throws(StoreError)
    /// Removes the plate's search, and its saved vehicle unless the plate is a favourite;
    /// whether the plate was in the history.
    @discardableResult
    func delete(_ plate: Plate) async throws(StoreError) -> Bool
    /// Removes every search, and the saved vehicles of plates that are not favourites.
    func deleteAll() async throws(StoreError)
}
