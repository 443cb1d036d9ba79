import Foundation

/// What a person does with favourite plates: list, check, add, remove and toggle.
///
/// Only a complete plate can become a favourite, which `LookupPlate` guarantees; any plate
/// can be removed, so old entries stay removable.
public struct ManageFavorites: Sendable {
    private let store: any FavoritesStore

    /// Favourite use cases over `store`.
    public init(store: any FavoritesStore) {
        self.store = store
    }

    /// Every favourite, newest first, beside the favourites that cannot be read.
    public func load() async throws(StoreError) -> StoreListing<Plate> {
        try await store.retrieveFavorites()
    }

    /// Whether `plate` is a favourite.
    public func isFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        try await store.isFavorite(plate)
    }

    /// Makes `plate` a favourite.
    public func add(_ plate: LookupPlate) async throws(StoreError) {
        try await store.insertFavorite(plate.plate)
    }

    /// Removes `plate` from the favourites.
    public func remove(_ plate: Plate) async throws(StoreError) {
        try await store.deleteFavorite(plate)
    }

    /// Adds `plate` when it is not a favourite, removes it when it is, in one step that
    /// another process cannot interleave with; returns whether it is a favourite afterwards.
    @discardableResult
    public func toggle(_ plate: LookupPlate) async throws(StoreError) -> Bool {
        try await store.toggleFavorite(plate.plate)
    }
}
