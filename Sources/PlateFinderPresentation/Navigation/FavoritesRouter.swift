import Foundation
import PlateFinderDomain

/// Navigates inside the favourites tab.
@MainActor
public final class FavoritesRouter {
    private let navigator: TabNavigator

    /// A router for the favourites tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        navigator = TabNavigator(tab: .favorites, appRouter: appRouter)
    }

    /// The screens pushed on the favourites tab.
    public var path: [AppRoute] { navigator.path }

    /// Shows the vehicle registered under `plate`.
    public func showVehicle(_ plate: Plate) {
        navigator.push(.vehicle(plate))
    }

    /// Goes back one screen; returns false at the tab's root.
    @discardableResult
    public func back() -> Bool {
        navigator.pop()
    }

    /// Goes back to the tab's root.
    public func backToRoot() {
        navigator.popToRoot()
    }
}
