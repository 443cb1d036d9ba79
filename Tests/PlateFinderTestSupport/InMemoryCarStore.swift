import Foundation
import PlateFinderDomain

/// A history and favourites store in memory that applies the domain's rules and records
/// what it was asked, so rule tests can check both the outcome and the calls. Saved
/// vehicles are kept apart from the searches, as every store keeps them.
public actor InMemoryCarStore: CarStore, FavoritesStore {
    /// A call the store received.
    public enum Message: Equatable, Sendable {
        case retrieve
        case insert(SearchHistoryItem)
        case savedVehicle(Plate)
        case saveVehicle(SavedVehicle)
        case delete(Plate)
        case deleteAll
        case retrieveFavorites
        case isFavorite(Plate)
        case insertFavorite(Plate)
        case deleteFavorite(Plate)
        case toggleFavorite(Plate)
    }

    /// Every call, in order.
    public private(set) var messages: [Message] = []
    private var searches: [SearchHistoryItem]
    private var saved: [Plate: SavedVehicle]
    private var favorites: [Plate]
    private var failure: StoreError?
    private var writeFailure: StoreError?
    private var unreadable: [UnreadableRow] = []

    /// A store holding `history` (newest first; the vehicles its items show are saved)
    /// and `favorites` (newest first).
    public init(history: [SearchHistoryItem] = [], favorites: [Plate] = []) {
        searches = history.map { $0.showing(nil) }
        saved = Dictionary(
            history.compactMap { $0.savedVehicle.map { ($0.plate, $0) } },
            uniquingKeysWith: { first, _ in first })
        self.favorites = favorites
    }

    /// Makes every later call fail with `error` (nil: succeed again).
    public func fail(with error: StoreError?) { failure = error }

    /// Makes the store hold `rows`, which cannot be read, as a file edited by hand could:
    /// the favourites' listed with the favourites, the others with the history, and a
    /// saved vehicle's refused when its plate's is asked for.
    public func holdUnreadable(_ rows: [UnreadableRow]) { unreadable = rows }

    /// Makes every later write fail with `error` while reads still answer, as a store
    /// that can only be read does (nil: write again).
    public func refuseWrites(with error: StoreError?) { writeFailure = error }

    /// The history, newest first, without recording a call.
    public var storedHistory: [SearchHistoryItem] { searches.map { $0.showing(saved[$0.plate]) } }

    /// The saved vehicles, without recording a call.
    public var storedVehicles: [Plate: SavedVehicle] { saved }

    /// Every item, newest first, beside the rows that cannot be read.
    public func retrieve() throws(StoreError) -> StoreListing<SearchHistoryItem> {
        try receive(.retrieve)
        return StoreListing(
            rows: storedHistory, unreadable: unreadable.filter { $0.table != .favorites })
    }

    /// Records a search by the domain's rules; the item as recorded.
    @discardableResult
    public func insert(_ item: SearchHistoryItem) throws(StoreError) -> SearchHistoryItem {
        try receive(.insert(item))
        saved[item.plate] = SearchHistoryPolicy.savedVehicle(
            after: item, previous: saved[item.plate])
        searches = SearchHistoryPolicy.recording(item.showing(nil), in: searches)
        return item.showing(saved[item.plate])
    }

    /// The plate's saved vehicle.
    public func savedVehicle(for plate: Plate) throws(StoreError) -> SavedVehicle? {
        try receive(.savedVehicle(plate))
        let vehicle = unreadable.first {
            $0.table == .savedAnswers(.vehicle) && $0.key == plate.value
        }
        if let vehicle { throw .unreadableRow(vehicle) }
        return saved[plate]
    }

    /// Replaces the plate's saved vehicle, leaving the history as it is.
    public func saveVehicle(_ saved: SavedVehicle) throws(StoreError) {
        try receive(.saveVehicle(saved))
        self.saved[saved.plate] = saved
    }

    /// Removes the plate's search, and its saved vehicle unless it is a favourite.
    @discardableResult
    public func delete(_ plate: Plate) throws(StoreError) -> Bool {
        try receive(.delete(plate))
        guard searches.contains(where: { $0.plate == plate }) else { return false }
        searches.removeAll { $0.plate == plate }
        if !favorites.contains(plate) { saved[plate] = nil }
        return true
    }

    /// Removes every search, and the saved vehicles of searched plates not favourites.
    public func deleteAll() throws(StoreError) {
        try receive(.deleteAll)
        for search in searches where !favorites.contains(search.plate) {
            saved[search.plate] = nil
        }
        searches.removeAll()
    }

    /// Every favourite, newest first, beside the favourites that cannot be read.
    public func retrieveFavorites() throws(StoreError) -> StoreListing<Plate> {
        try receive(.retrieveFavorites)
        return StoreListing(
            rows: favorites, unreadable: unreadable.filter { $0.table == .favorites })
    }

    /// Whether a plate is a favourite.
    public func isFavorite(_ plate: Plate) throws(StoreError) -> Bool {
        try receive(.isFavorite(plate))
        return favorites.contains(plate)
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

    /// Adds or removes a favourite; whether it is one afterwards.
    public func toggleFavorite(_ plate: Plate) throws(StoreError) -> Bool {
        try receive(.toggleFavorite(plate))
        if favorites.contains(plate) {
            favorites.removeAll { $0 == plate }
            return false
        }
        favorites.insert(plate, at: 0)
        return true
    }

    private func receive(_ message: Message) throws(StoreError) {
        messages.append(message)
        if let failure { throw failure }
        switch message {
        case .retrieve, .retrieveFavorites, .isFavorite, .savedVehicle: return
        case .insert, .saveVehicle, .delete, .deleteAll, .insertFavorite, .deleteFavorite,
            .toggleFavorite:
            if let writeFailure { throw writeFailure }
        }
    }
}
