import Foundation

/// Keeps tasks; every call is one transaction, so a change made of a read and a write
/// never loses another process's change in between.
public protocol TaskRepository: Sendable {
    /// Saves a new task.
    func create(_ task: TaskItem) async throws(StoreError)
    /// Saves `task` unless one of the saved tasks linked to its plate `matches`, reading and
    /// writing in one transaction; the task that matched, or nil when `task` was saved. A
    /// task that cannot be read matches nothing.
    func create(
        _ task: TaskItem, unlessAnyMatches matches: @Sendable (TaskItem) -> Bool
    ) async throws(StoreError) -> TaskItem?
    /// The task with `id`, if any; `StoreError.unreadableRow` when it cannot be read.
    func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem?
    /// Every task, in `TaskListOrder`, beside the tasks that cannot be read.
    func fetchAll() async throws(StoreError) -> StoreListing<TaskItem>
    /// Reads the task with `id` as saved now, applies `change` and saves it, in one
    /// transaction; the changed task, or nil when it no longer exists.
    /// `StoreError.unreadableRow` when it cannot be read, which changes nothing.
    func update(
        _ id: UUID, applying change: @Sendable (inout TaskItem) -> Void
    ) async throws(StoreError) -> TaskItem?
    /// Removes the task with `id`, if any.
    func delete(id: UUID) async throws(StoreError)
    /// Removes `row`, a task that could not be read, if it is still there.
    func delete(unreadable row: UnreadableRow) async throws(StoreError)
}
