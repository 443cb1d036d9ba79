import Foundation

/// What a person does with the search history: list it, open, remove and clear items.
public struct ManageHistory: Sendable {
    private let history: any CarStore
    private let search: SearchCar

    /// History use cases over `history`; opening an item without a vehicle runs `search`,
    /// which also tells whether an opened plate is a favourite.
    public init(history: any CarStore, search: SearchCar) {
        self.history = history
        self.search = search
    }

    /// Every item, newest first.
    public func load() async throws(StoreError) -> [SearchHistoryItem] {
        try await history.retrieve()
    }

    /// The plate's saved vehicle without a request; a fresh search when none is saved.
    public func open(_ plate: LookupPlate) async throws(CarSearchError) -> CarSearchResult {
        if let saved = try await saved(plate) { return saved }
        return try await search.search(plate)
    }

    /// The plate's saved vehicle, read without a request; nil when none is saved.
    public func saved(_ plate: LookupPlate) async throws(CarSearchError) -> CarSearchResult? {
        let saved: SavedVehicle?
        do { saved = try await history.savedVehicle(for: plate.plate) } catch {
            throw .storage(error)
        }
        guard let saved else { return nil }
        return CarSearchResult(
            plate: plate, car: saved.car, source: .cache(fetchedAt: saved.fetchedAt),
            isFavorite: try await search.isFavorite(plate))
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
