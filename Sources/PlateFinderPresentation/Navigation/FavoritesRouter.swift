import Foundation

/// Navigates inside the favourites tab.
@MainActor
public final class FavoritesRouter: VehicleTabRouter {
    /// A router for the favourites tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        super.init(tab: .favorites, appRouter: appRouter)
    }

    /// Shows what falls due for the favourites.
    public func showDue() {
        navigator.push(.due)
    }
}
