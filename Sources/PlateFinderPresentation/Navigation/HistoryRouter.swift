import Foundation

/// Navigates inside the history tab.
@MainActor
public final class HistoryRouter: VehicleTabRouter {
    /// A router for the history tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        super.init(tab: .history, appRouter: appRouter)
    }
}
