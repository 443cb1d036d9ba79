import Foundation
import PlateFinderDomain

extension PlateFinderUseCases {
    /// The favourites, each beside its saved report, read without asking any source.
    public var favoriteReports: ListFavoriteReports {
        ListFavoriteReports(favorites: favorites, lookUp: lookUp)
    }
}
