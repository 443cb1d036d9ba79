import Foundation

/// Navigates inside one tab: the screens pushed on it, back, and back to its root.
///
/// The feature routers (`SearchRouter`, `HistoryRouter`, `FavoritesRouter`,
/// `TasksRouter`) add the screens their feature pushes.
@MainActor
public class TabRouter {
    let navigator: TabNavigator

    init(tab: AppTab, appRouter: AppRouter) {
        navigator = TabNavigator(tab: tab, appRouter: appRouter)
    }

    /// The screens pushed on this router's tab.
    public var path: [AppRoute] { navigator.path }

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
