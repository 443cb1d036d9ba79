import Foundation
import PlateFinderDomain

extension TaskDetailViewModel {
    /// Marks the task done when it is pending and pending when it is done.
    ///
    /// A task deleted meanwhile shows as not found; a storage failure keeps the task shown
    /// and is an interruption whose retry asks for the same state again.
    public func toggleDone() async {
        guard let current = task.value else { return }
        await setDone(!current.isDone)
    }

    /// Asks to delete the task; confirming deletes it and sets `isDeleted`, cancelling
    /// leaves everything as it is.
    public func requestDelete() {
        guard let current = task.value else { return }
        pendingPrompt = AlertPrompt(
            kind: .deleteTask(current.title), confirmLabel: .remove, isDestructive: true
        ) { [weak self] in
            await self?.delete()
        } cancel: { [weak self] in
            self?.pendingPrompt = nil
        }
    }

    private func setDone(_ done: Bool) async {
        do {
            task = .loaded(try await manageTasks.setDone(id, done))
        } catch {
            let failure = errorHandler.report(AppError(error)) { [weak self] in
                await self?.setDone(done)
            }
            if !failure.isInterruption { task = .failed(failure) }
        }
    }

    private func delete() async {
        pendingPrompt = nil
        do {
            try await manageTasks.delete(id)
        } catch {
            errorHandler.report(AppError(error)) { [weak self] in await self?.delete() }
            return
        }
        isDeleted = true
    }
}
