import Foundation
import PlateFinderDomain

/// The use cases a front end calls, all over one store.
public struct PlateFinderServices: Sendable {
    /// Looks plates up, recording every search.
    public let search: SearchCar
    /// Lists, opens, removes and clears history items.
    public let history: ManageHistory
    /// Lists and changes favourite plates.
    public let favorites: ManageFavorites

    /// Services assembled from parts; the composition root is the usual caller.
    public init(search: SearchCar, history: ManageHistory, favorites: ManageFavorites) {
        self.search = search
        self.history = history
        self.favorites = favorites
    }
}
