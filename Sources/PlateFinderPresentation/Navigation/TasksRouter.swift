import Foundation

/// Navigates inside the tasks tab.
@MainActor
public final class TasksRouter {
    /// The tab's stack.
    public let tabRouter: TabRouter

    /// A router for the tasks tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        tabRouter = TabRouter(tab: .tasks, appRouter: appRouter)
    }

    /// Shows the task with identifier `id`.
    public func showTask(id: UUID) {
        tabRouter.push(.task(id: id))
    }
}
