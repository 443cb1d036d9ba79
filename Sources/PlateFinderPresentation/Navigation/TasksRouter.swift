import Foundation

/// Navigates inside the tasks tab.
@MainActor
public final class TasksRouter: TabRouter {
    /// A router for the tasks tab of `appRouter` (held weakly).
    public init(appRouter: AppRouter) {
        super.init(tab: .tasks, appRouter: appRouter)
    }

    /// Shows the task with identifier `id`.
    public func showTask(id: UUID) {
        navigator.push(.task(id: id))
    }
}
