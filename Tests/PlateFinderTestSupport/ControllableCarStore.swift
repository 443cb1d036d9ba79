import Foundation
import PlateFinderDomain
import Testing

/// A history and favourites store whose calls of the held kinds wait until the test
/// releases them, one by one; then they run on an `InMemoryCarStore`. Calls of other
/// kinds go straight through. Lets a test see a screen while it loads, or finish an old
/// search after a newer one.
public final class ControllableCarStore: CarStore, FavoritesStore, Sendable {
    /// A kind of call the store can hold.
    public enum Kind: CaseIterable, Sendable {
        case retrieve, insert, savedVehicle, saveVehicle, delete, deleteAll
        case retrieveFavorites, isFavorite, insertFavorite, deleteFavorite, toggleFavorite
    }

    /// A call that was held, named by what it was about.
    public enum Call: Equatable, Sendable {
        case retrieve
        case insert(Plate)
        case savedVehicle(Plate)
        case saveVehicle(Plate)
        case delete(Plate)
        case deleteAll
        case retrieveFavorites
        case isFavorite(Plate)
        case insertFavorite(Plate)
        case deleteFavorite(Plate)
        case toggleFavorite(Plate)
    }

    /// The store that runs every call once it is released.
    public let store: InMemoryCarStore
    private let held: Set<Kind>
    private let calls = ControllableAnswers<Call, Void>()

    /// A controllable front for `store` that holds the calls of kinds `holding`.
    public init(store: InMemoryCarStore = InMemoryCarStore(), holding: Set<Kind>) {
        self.store = store
        held = holding
    }

    /// Every held call, in the order it arrived.
    public var heldCalls: [Call] { calls.requests }

    /// Returns once `count` calls have been held in all.
    public func waitForHeldCalls(_ count: Int) async {
        await calls.waitForRequests(count)
    }

    /// Lets the oldest held `call` through.
    public func release(_ call: Call, sourceLocation: SourceLocation = #_sourceLocation) {
        calls.answer(call, with: (), sourceLocation: sourceLocation)
    }

    /// Every item, newest first.
    public func retrieve() async throws(StoreError) -> StoreListing<SearchHistoryItem> {
        await hold(.retrieve, as: .retrieve)
        return try await store.retrieve()
    }

    /// Records a search; the item as recorded.
    @discardableResult
    public func insert(_ item: SearchHistoryItem) async throws(StoreError) -> SearchHistoryItem {
        await hold(.insert(item.plate), as: .insert)
        return try await store.insert(item)
    }

    /// The plate's saved vehicle.
    public func savedVehicle(for plate: Plate) async throws(StoreError) -> SavedVehicle? {
        await hold(.savedVehicle(plate), as: .savedVehicle)
        return try await store.savedVehicle(for: plate)
    }

    /// Replaces the plate's saved vehicle.
    public func saveVehicle(_ saved: SavedVehicle) async throws(StoreError) {
        await hold(.saveVehicle(saved.plate), as: .saveVehicle)
        try await store.saveVehicle(saved)
    }

    /// Removes the plate's search; whether it was in the history.
    @discardableResult
    public func delete(_ plate: Plate) async throws(StoreError) -> Bool {
        await hold(.delete(plate), as: .delete)
        return try await store.delete(plate)
    }

    /// Removes every item.
    public func deleteAll() async throws(StoreError) {
        await hold(.deleteAll, as: .deleteAll)
        try await store.deleteAll()
    }

    /// Every favourite, newest first.
    public func retrieveFavorites() async throws(StoreError) -> StoreListing<Plate> {
        await hold(.retrieveFavorites, as: .retrieveFavorites)
        return try await store.retrieveFavorites()
    }

    /// Whether a plate is a favourite.
    public func isFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        await hold(.isFavorite(plate), as: .isFavorite)
        return try await store.isFavorite(plate)
    }

    /// Adds a favourite.
    public func insertFavorite(_ plate: Plate) async throws(StoreError) {
        await hold(.insertFavorite(plate), as: .insertFavorite)
        try await store.insertFavorite(plate)
    }

    /// Removes a favourite.
    public func deleteFavorite(_ plate: Plate) async throws(StoreError) {
        await hold(.deleteFavorite(plate), as: .deleteFavorite)
        try await store.deleteFavorite(plate)
    }

    /// Adds or removes a favourite; whether it is one afterwards.
    public func toggleFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        await hold(.toggleFavorite(plate), as: .toggleFavorite)
        return try await store.toggleFavorite(plate)
    }

    private func hold(_ call: Call, as kind: Kind) async {
        guard held.contains(kind) else { return }
        await calls.hold(call)
    }
}
