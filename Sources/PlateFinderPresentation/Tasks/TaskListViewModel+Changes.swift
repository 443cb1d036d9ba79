import Foundation
import PlateFinderDomain

extension TaskListViewModel {
    /// Marks a pending `task` done or a done one pending. The list shows the change at
    /// once; a failure reads the tasks again, so the list shows what is stored, and is
    /// reported (an interruption's retry asks for the same state again).
    public func toggleDone(_ task: TaskItem) async {
        await setDone(task.id, !task.isDone)
    }

    /// Asks to delete `task`; confirming deletes it and reads the tasks again, cancelling
    /// leaves everything as it is.
    public func requestDelete(_ task: TaskItem) {
        pendingPrompt = AlertPrompt(
            kind: .deleteTask(task.title), confirmLabel: .remove, isDestructive: true
        ) { [weak self] in
            await self?.delete(task.id)
        } cancel: { [weak self] in
            self?.pendingPrompt = nil
        }
    }

    /// Asks for a state rather than a flip, so a retry after a write that did land changes
    /// nothing more.
    private func setDone(_ id: UUID, _ done: Bool) async {
        lastChangeError = nil
        show(id) { [clock] task in if task.isDone != done { task.toggleDone(clock: clock) } }
        do {
            let stored = try await manageTasks.setDone(id, done)
            show(id) { task in task = stored }
        } catch {
            await load()
            lastChangeError = errorHandler.report(AppError(error)) { [weak self] in
                await self?.setDone(id, done)
            }
            return
        }
        // A load that started before the write may answer with the task as it was.
        if everyTask.value == nil { await load() }
    }

    private func delete(_ id: UUID) async {
        pendingPrompt = nil
        lastChangeError = nil
        do {
            try await manageTasks.delete(id)
        } catch {
            lastChangeError = errorHandler.report(AppError(error)) { [weak self] in
                await self?.delete(id)
            }
            return
        }
        await load()
    }

    /// Changes the listed task `id` with `change`, keeping the listing order.
    private func show(_ id: UUID, _ change: (inout TaskItem) -> Void) {
        guard var tasks = everyTask.value, let index = tasks.firstIndex(where: { $0.id == id })
        else { return }
        change(&tasks[index])
        everyTask = .loaded(TaskListOrder.sorted(tasks))
    }
}
