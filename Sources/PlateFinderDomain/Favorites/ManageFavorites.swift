import Foundation

/// What a person does with favourite plates: list, check, add, remove and toggle.
public struct ManageFavorites: Sendable {
    private let store: any FavoritesStore

    /// Favourite use cases over `store`.
    public init(store: any FavoritesStore) {
        self.store = store
    }

    /// Every favourite, newest first.
    public func load() async throws(FavoritesError) -> [Plate] {
        do { return try await store.retrieveFavorites() } catch { throw .storage(error) }
    }

    /// Whether `plate` is a favourite.
    public func isFavorite(_ plate: Plate) async throws(FavoritesError) -> Bool {
        try await load().contains(plate)
    }

    /// Makes a complete, valid `plate` a favourite.
    public func add(_ plate: Plate) async throws(FavoritesError) {
        try Self.requireValid(plate)
        do { try await store.insertFavorite(plate) } catch { throw .storage(error) }
    }

    /// Removes `plate` from the favourites (any plate text: old entries stay removable).
    public func remove(_ plate: Plate) async throws(FavoritesError) {
        do { try await store.deleteFavorite(plate) } catch { throw .storage(error) }
    }

    /// Adds `plate` when it is not a favourite, removes it when it is, in one step that
    /// another process cannot interleave with; returns whether it is a favourite afterwards.
    /// Only a complete, valid plate can become one.
    @discardableResult
    public func toggle(_ plate: Plate) async throws(FavoritesError) -> Bool {
        try Self.requireValid(plate)
        do { return try await store.toggleFavorite(plate) } catch { throw .storage(error) }
    }

    private static func requireValid(_ plate: Plate) throws(FavoritesError) {
        let format = PlateValidator.validate(plate)
        guard format.isComplete else { throw .invalidPlate(format) }
    }
}
