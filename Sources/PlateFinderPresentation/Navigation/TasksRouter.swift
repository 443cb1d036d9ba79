import Foundation

/// Navigates inside the tasks tab.
@MainActor
public final class TasksRouter {
    private let navigator: TabNavigator

    /// A router for the tasks tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        navigator = TabNavigator(tab: .tasks, appRouter: appRouter)
    }

    /// The screens pushed on the tasks tab.
    public var path: [AppRoute] { navigator.path }

    /// Shows the task with identifier `id`.
    public func showTask(id: UUID) {
        navigator.push(.task(id: id))
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
