import Foundation

/// The day a task is due: today or later when it is set.
///
/// Days are compared as calendar days in the user's time zone, not as instants, so a task
/// due "today" stays valid until the user's own midnight.
public struct TaskDueDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The day.
    public let day: CalendarDate

    /// Validates a due day against `today`; throws `dueDateInPast`.
    public init(_ day: CalendarDate, today: CalendarDate) throws(TaskValidationError) {
        guard day >= today else { throw .dueDateInPast }
        self.day = day
    }

    /// A due day read back from storage: it was valid when set and may be past by now.
    public init(restoring day: CalendarDate) {
        self.day = day
    }

    /// Whether the task is overdue on `today`.
    public func isOverdue(today: CalendarDate) -> Bool { day < today }

    /// Orders due days chronologically.
    public static func < (lhs: TaskDueDate, rhs: TaskDueDate) -> Bool { lhs.day < rhs.day }

    /// The day as `YYYY-MM-DD`.
    public var description: String { day.isoString }
}
