import Foundation

/// Which tasks a list shows.
public enum TaskFilter: String, CaseIterable, Sendable {
    /// Tasks not done yet.
    case pending
    /// Tasks done.
    case done
    /// Every task.
    case all

    /// Whether `task` belongs in the list.
    public func includes(_ task: TaskItem) -> Bool {
        switch self {
        case .pending: !task.isDone
        case .done: task.isDone
        case .all: true
        }
    }
}
