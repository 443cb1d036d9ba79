import Foundation

/// Navigates inside one tab of an `AppRouter`: the screens pushed on it, back, and back to
/// its root. Each feature's router is made of one.
///
/// The app router is held weakly: it owns the screens, and the screens own their feature
/// routers, so a strong reference here would close a cycle.
@MainActor
public final class TabRouter {
    /// The tab this router moves in.
    public let tab: AppTab
    private weak var appRouter: AppRouter?

    /// A router for `tab` of `appRouter` (held weakly).
    public init(tab: AppTab, appRouter: AppRouter) {
        self.tab = tab
        self.appRouter = appRouter
    }

    /// The screens pushed on this router's tab, bottom first; setting it replaces the stack
    /// (a navigation stack bound to the tab writes its path back here).
    public var path: [AppRoute] {
        get { appRouter?.path(for: tab) ?? [] }
        set { appRouter?.setPath(newValue, for: tab) }
    }

    /// Pushes `route` on this router's tab.
    public func push(_ route: AppRoute) {
        appRouter?.push(route, on: tab)
    }

    /// Goes back one screen; returns false at the tab's root.
    @discardableResult
    public func back() -> Bool {
        appRouter?.pop(on: tab) ?? false
    }

    /// Goes back to the tab's root.
    public func backToRoot() {
        appRouter?.popToRoot(on: tab)
    }
}
