import Foundation

/// Navigates inside the search tab.
@MainActor
public final class SearchRouter: VehicleTabRouter {
    /// A router for the search tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        super.init(tab: .search, appRouter: appRouter)
    }
}
