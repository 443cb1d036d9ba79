import Foundation

/// Why a favourite could not be changed or read.
public enum FavoritesError: Error, Equatable, Sendable {
    /// Only complete, valid plates can be favourites; this one is `format`.
    case invalidPlate(PlateFormat)
    /// The favourites could not be read or written.
    case storage(StoreError)
}
