import Foundation

/// The order tasks are listed in: pending first by due day (undated last), then done;
/// ties by creation, oldest first, then by identifier so the order is total.
public enum TaskListOrder {
    /// Whether `lhs` is listed before `rhs`.
    public static func precedes(_ lhs: TaskItem, _ rhs: TaskItem) -> Bool {
        if lhs.isDone != rhs.isDone { return !lhs.isDone }
        switch (lhs.dueDate, rhs.dueDate) {
        case (let left?, let right?) where left != right: return left < right
        case (.some, .none): return true
        case (.none, .some): return false
        case (.some, .some), (.none, .none): break
        }
        if lhs.createdAt != rhs.createdAt { return lhs.createdAt < rhs.createdAt }
        return lhs.id.uuidString < rhs.id.uuidString
    }

    /// `tasks` in listing order.
    public static func sorted(_ tasks: [TaskItem]) -> [TaskItem] {
        tasks.sorted(by: precedes)
    }
}
