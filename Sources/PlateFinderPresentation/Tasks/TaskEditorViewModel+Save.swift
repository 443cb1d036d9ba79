import Foundation
import PlateFinderDomain

extension TaskEditorViewModel {
    /// The edit saving would apply: only the fields that differ from the edited task
    /// (trimmed, as they are stored), the due date cleared when its text was emptied.
    /// Nothing when creating a task.
    public var changes: TaskChanges {
        guard case .edit(let task) = mode else { return TaskChanges() }
        var changes = TaskChanges()
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if title != task.title.value { changes.title = title }
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        if note != task.note.value { changes.note = note }
        if case .success(let day) = dueDate, day != task.dueDate?.day {
            changes.dueDate = day.map(TaskChanges.DueDateChange.set) ?? .clear
        }
        return changes
    }

    /// Whether the fields differ from the edited task (always false when creating one).
    public var hasChanges: Bool { changes != TaskChanges() }

    /// Creates the task, or applies `changes` to the edited one, when `canSave`; the fields
    /// then show the task as saved. A failure lands in `saved`; a storage failure is also
    /// an interruption whose retry saves again.
    public func save() async {
        guard canSave, case .success(let dueDate) = dueDate else { return }
        saved = .loading
        do {
            let task = try await write(dueDate: dueDate)
            mode = .edit(task)
            fill(from: task)
            saved = .loaded(task)
        } catch {
            saved = .failed(
                errorHandler.report(AppError(error)) { [weak self] in await self?.save() })
        }
    }

    private func write(dueDate: CalendarDate?) async throws(TaskError) -> TaskItem {
        switch mode {
        case .create:
            try await manageTasks.create(
                title: title, note: note, dueDate: dueDate, plate: linkedPlate)
        case .edit(let task):
            try await manageTasks.edit(task.id, changes)
        }
    }
}
