import Foundation
import PlateFinderDomain

/// A history and favourites store in memory that applies the domain's rules and records
/// what it was asked, so rule tests can check both the outcome and the calls.
public actor InMemoryCarStore: CarStore, FavoritesStore {
    /// A call the store received.
    public enum Message: Equatable, Sendable {
        case retrieve
        case insert(SearchHistoryItem)
        case delete(plateNumber: String)
        case deleteAll
        case retrieveFavorites
        case insertFavorite(Plate)
        case deleteFavorite(Plate)
    }

    /// Every call, in order.
    public private(set) var messages: [Message] = []
    private var history: [SearchHistoryItem]
    private var favorites: [Plate]
    private var failure: StoreError?
    private var writeFailure: StoreError?

    /// A store holding `history` (newest first) and `favorites` (newest first).
    public init(history: [SearchHistoryItem] = [], favorites: [Plate] = []) {
        self.history = history
        self.favorites = favorites
    }

    /// Makes every later call fail with `error` (nil: succeed again).
    public func fail(with error: StoreError?) { failure = error }

    /// Makes every later write fail with `error` while reads still answer, as a store
    /// that can only be read does (nil: write again).
    public func refuseWrites(with error: StoreError?) { writeFailure = error }

    /// The history, newest first, without recording a call.
    public var storedHistory: [SearchHistoryItem] { history }

    /// Every item, newest first.
    public func retrieve() throws(StoreError) -> [SearchHistoryItem] {
        try receive(.retrieve)
        return history
    }

    /// Records a search by the domain's rules.
    public func insert(_ item: SearchHistoryItem) throws(StoreError) {
        try receive(.insert(item))
        history = SearchHistoryPolicy.recording(item, in: history)
    }

    /// Removes the plate's item.
    public func delete(plateNumber: String) throws(StoreError) {
        try receive(.delete(plateNumber: plateNumber))
        history.removeAll { $0.plateNumber == plateNumber }
    }

    /// Removes every item.
    public func deleteAll() throws(StoreError) {
        try receive(.deleteAll)
        history.removeAll()
    }

    /// Every favourite, newest first.
    public func retrieveFavorites() throws(StoreError) -> [Plate] {
        try receive(.retrieveFavorites)
        return favorites
    }

    /// Adds a favourite at the top unless it is one already.
    public func insertFavorite(_ plate: Plate) throws(StoreError) {
        try receive(.insertFavorite(plate))
        if !favorites.contains(plate) { favorites.insert(plate, at: 0) }
    }

    /// Removes a favourite.
    public func deleteFavorite(_ plate: Plate) throws(StoreError) {
        try receive(.deleteFavorite(plate))
        favorites.removeAll { $0 == plate }
    }

    private func receive(_ message: Message) throws(StoreError) {
        messages.append(message)
        if let failure { throw failure }
        switch message {
        case .retrieve, .retrieveFavorites: return
        case .insert, .delete, .deleteAll, .insertFavorite, .deleteFavorite:
            if let writeFailure { throw writeFailure }
        }
    }
}
