import Foundation

/// Keeps tasks; every call is one transaction, so a change made of a read and a write
/// never loses another process's change in between.
public protocol TaskRepository: Sendable {
    /// Saves a new task.
    func create(_ task: TaskItem) async throws(StoreError)
    /// Saves `task` unless one of the saved tasks linked to its plate `matches`, reading and
    /// writing in one transaction; the task that matched, or nil when `task` was saved.
    func create(
        _ task: TaskItem, unlessAnyMatches matches: @Sendable (TaskItem) -> Bool
    ) async throws(StoreError) -> TaskItem?
    /// The task with `id`, if any.
    func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem?
    /// Every task, in `TaskListOrder`.
    func fetchAll() async throws(StoreError) -> [TaskItem]
    /// Reads the task with `id` as saved now, applies `change` and saves it, in one
    /// transaction; the changed task, or nil when it no longer exists.
    func update(
        _ id: UUID, applying change: @Sendable (inout TaskItem) -> Void
    ) async throws(StoreError) -> TaskItem?
    /// Removes the task with `id`, if any.
    func delete(id: UUID) async throws(StoreError)
}
