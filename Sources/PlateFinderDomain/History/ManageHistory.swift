import Foundation

/// What a person does with the search history: list it, open, remove and clear items.
public struct ManageHistory: Sendable {
    private let history: any CarStore
    private let search: SearchCar

    /// History use cases over `history`; opening an item without a vehicle runs `search`.
    public init(history: any CarStore, search: SearchCar) {
        self.history = history
        self.search = search
    }

    /// Every item, newest first.
    public func load() async throws(StoreError) -> [SearchHistoryItem] {
        try await history.retrieve()
    }

    /// The plate's cached vehicle without a request; a fresh search when none is cached.
    public func open(_ plate: Plate) async throws(CarSearchError) -> CarSearchResult {
        let items: [SearchHistoryItem]
        do { items = try await history.retrieve() } catch { throw .storage(error) }
        if let item = items.first(where: { $0.plateNumber == plate.value }),
            let car = item.car, let fetchedAt = item.carFetchedAt
        {
            return CarSearchResult(plate: plate, car: car, source: .cache(fetchedAt: fetchedAt))
        }
        return try await search.search(plate)
    }

    /// Removes the plate from the history.
    public func remove(_ plate: Plate) async throws(StoreError) {
        try await history.delete(plateNumber: plate.value)
    }

    /// Removes every item.
    public func clear() async throws(StoreError) {
        try await history.deleteAll()
    }
}
