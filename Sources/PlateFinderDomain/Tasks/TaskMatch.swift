import Foundation

/// The one task an identifier prefix names: a task, or a row of the tasks that cannot be
/// read, which can only be removed.
public enum TaskMatch: Equatable, Sendable {
    /// A task.
    case task(TaskItem)
    /// A task that cannot be read.
    case unreadable(UnreadableRow)
}
