import Foundation

/// Pushes and pops on one tab's stack of an `AppRouter` held weakly: the app router
/// owns the screens, and the screens own their feature routers, so a strong reference
/// here would close a cycle.
@MainActor
struct TabNavigator {
    let tab: AppTab
    private weak var appRouter: AppRouter?

    init(tab: AppTab, appRouter: AppRouter) {
        self.tab = tab
        self.appRouter = appRouter
    }

    var path: [AppRoute] { appRouter?.path(for: tab) ?? [] }

    func push(_ route: AppRoute) {
        appRouter?.push(route, on: tab)
    }

    @discardableResult
    func pop() -> Bool {
        appRouter?.pop(on: tab) ?? false
    }

    func popToRoot() {
        appRouter?.popToRoot(on: tab)
    }
}
