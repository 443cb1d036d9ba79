import Foundation
import PlateFinderDomain

/// Navigates inside a tab that opens vehicles from a list (history, favourites).
@MainActor
public final class VehicleRouter {
    /// The tab's stack.
    public let tabRouter: TabRouter

    /// A router for `tab` of `appRouter` (held weakly).
    public init(tab: AppTab, appRouter: AppRouter) {
        tabRouter = TabRouter(tab: tab, appRouter: appRouter)
    }

    /// Shows the vehicle registered under `plate`.
    public func showVehicle(_ plate: Plate) {
        tabRouter.push(.vehicle(plate))
    }
}
