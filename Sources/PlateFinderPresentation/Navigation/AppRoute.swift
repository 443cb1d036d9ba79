import Foundation
import PlateFinderDomain

/// A screen pushed onto a tab's navigation stack.
public enum AppRoute: Hashable, Sendable {
    /// The vehicle registered under a plate.
    case vehicle(Plate)
    /// One vehicle to-do.
    case task(id: UUID)
    /// What falls due for the favourites.
    case due
}
