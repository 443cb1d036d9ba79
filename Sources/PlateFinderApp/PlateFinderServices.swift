import Foundation
import PlateFinderDomain

/// The use cases a front end calls, all over one store.
public struct PlateFinderServices: Sendable {
    /// Looks plates up in every source, the one lookup every front end runs.
    public let lookUp: LookUpVehicle
    /// Lists, removes and clears history items.
    public let history: ManageHistory
    /// Lists and changes favourite plates.
    public let favorites: ManageFavorites

    /// Services assembled from parts; the composition root is the usual caller.
    public init(lookUp: LookUpVehicle, history: ManageHistory, favorites: ManageFavorites) {
        self.lookUp = lookUp
        self.history = history
        self.favorites = favorites
    }
}
