import Foundation

/// What a person does with the search history: list it, remove and clear items. Opening an
/// item is a lookup (`LookUpVehicle`, under `FreshnessPolicy.openedVehicle`).
public struct ManageHistory: Sendable {
    private let history: any CarStore

    /// History use cases over `history`.
    public init(history: any CarStore) {
        self.history = history
    }

    /// Every item, newest first, beside the rows that cannot be read.
    public func load() async throws(StoreError) -> StoreListing<SearchHistoryItem> {
        try await history.retrieve()
    }

    /// Removes the plate from the history (and its saved vehicle, unless it is a
    /// favourite); whether it was in the history.
    @discardableResult
    public func remove(_ plate: Plate) async throws(StoreError) -> Bool {
        try await history.delete(plate)
    }

    /// Removes every item (and the saved vehicles of plates that are not favourites).
    public func clear() async throws(StoreError) {
        try await history.deleteAll()
    }
}
