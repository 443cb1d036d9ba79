import Foundation
import Observation

/// Owns the selected tab and one navigation stack per tab; switching tabs keeps every
/// stack as it was.
@MainActor
@Observable
public final class AppRouter {
    /// The tab on screen.
    public var selectedTab: AppTab
    private var paths: [AppTab: [AppRoute]] = [:]

    /// A router on `selectedTab` with every stack at its root.
    public init(selectedTab: AppTab = .search) {
        self.selectedTab = selectedTab
    }

    /// The screens pushed on `tab`, bottom first; empty at the tab's root.
    public func path(for tab: AppTab) -> [AppRoute] {
        paths[tab] ?? []
    }

    /// The screens pushed on the selected tab.
    public var currentPath: [AppRoute] { path(for: selectedTab) }

    /// Pushes `route` on the stack of `tab`.
    public func push(_ route: AppRoute, on tab: AppTab) {
        paths[tab, default: []].append(route)
    }

    /// Pops the top screen of `tab`; returns false when the tab was already at its root.
    @discardableResult
    public func pop(on tab: AppTab) -> Bool {
        guard paths[tab]?.isEmpty == false else { return false }
        paths[tab]?.removeLast()
        return true
    }

    /// Replaces the stack of `tab` with `path`, bottom first: what a navigation stack bound
    /// to the tab writes back when the person goes back or follows a link.
    public func setPath(_ path: [AppRoute], for tab: AppTab) {
        paths[tab] = path
    }

    /// Pops every screen of `tab`.
    public func popToRoot(on tab: AppTab) {
        paths[tab] = []
    }

    /// Goes back on the selected tab; returns false at its root.
    @discardableResult
    public func goBack() -> Bool {
        pop(on: selectedTab)
    }

    /// Shows the screen `link` names: selects its tab and sets that tab's stack.
    public func open(_ link: DeepLink) {
        selectedTab = link.tab
        paths[link.tab] = link.path
    }
}
