import Foundation

/// Keeps tasks.
public protocol TaskRepository: Sendable {
    /// Saves a new task.
    func create(_ task: TaskItem) async throws(StoreError)
    /// The task with `id`, if any.
    func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem?
    /// Every task, in `TaskListOrder`.
    func fetchAll() async throws(StoreError) -> [TaskItem]
    /// Saves a changed task; nothing happens when it no longer exists.
    func update(_ task: TaskItem) async throws(StoreError)
    /// Removes the task with `id`, if any.
    func delete(id: UUID) async throws(StoreError)
}
