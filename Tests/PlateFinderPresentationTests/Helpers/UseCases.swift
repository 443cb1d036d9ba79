import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// The domain's use cases wired over test doubles, the way the composition root wires
/// them over the real portal and store.
enum UseCases {
    /// The fixed moment every search is recorded at.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func searchCar(
        loader: any CarInfoLoader, history: any CarStore,
        favorites: any FavoritesStore = InMemoryCarStore()
    ) -> SearchCar {
        SearchCar(
            loader: loader, history: history, favorites: favorites, clock: InstantClock { now })
    }

    static func manageHistory(
        loader: any CarInfoLoader, history: any CarStore,
        favorites: any FavoritesStore = InMemoryCarStore()
    ) -> ManageHistory {
        ManageHistory(
            history: history,
            search: searchCar(loader: loader, history: history, favorites: favorites))
    }
}
