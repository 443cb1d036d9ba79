import Foundation
import PlateFinderDomain

/// Navigates inside the search tab.
@MainActor
public final class SearchRouter {
    private let navigator: TabNavigator

    /// A router for the search tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        navigator = TabNavigator(tab: .search, appRouter: appRouter)
    }

    /// The screens pushed on the search tab.
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
