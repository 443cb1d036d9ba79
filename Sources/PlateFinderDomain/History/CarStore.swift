import Foundation

/// Keeps the search history; implementations apply `SearchHistoryPolicy` atomically.
public protocol CarStore: Sendable {
    /// Every item, newest first.
    func retrieve() async throws(StoreError) -> [SearchHistoryItem]
    /// Records a search: merges it with the plate's item, moves it to the top, keeps the cap.
    func insert(_ item: SearchHistoryItem) async throws(StoreError)
    /// Removes the plate's item, if any.
    func delete(plateNumber: String) async throws(StoreError)
    /// Removes every item.
    func deleteAll() async throws(StoreError)
}
