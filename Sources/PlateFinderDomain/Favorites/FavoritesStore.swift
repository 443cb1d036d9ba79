import Foundation

/// Keeps the favourite plates.
public protocol FavoritesStore: Sendable {
    /// Every favourite, newest first, beside the favourites that cannot be read.
    func retrieveFavorites() async throws(StoreError) -> StoreListing<Plate>
    /// Whether `plate` is a favourite, without reading the others.
    func isFavorite(_ plate: Plate) async throws(StoreError) -> Bool
    /// Adds `plate`; adding a favourite twice keeps its first place.
    func insertFavorite(_ plate: Plate) async throws(StoreError)
    /// Removes `plate`, if it is a favourite.
    func deleteFavorite(_ plate: Plate) async throws(StoreError)
    /// Adds `plate` when it is not a favourite and removes it when it is, reading and
    /// writing in one transaction; whether it is a favourite afterwards.
    func toggleFavorite(_ plate: Plate) async throws(StoreError) -> Bool
}
