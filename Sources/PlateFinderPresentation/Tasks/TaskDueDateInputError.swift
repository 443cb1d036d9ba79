import Foundation
import PlateFinderDomain

/// Why the due date typed in the task editor cannot be saved.
public enum TaskDueDateInputError: Error, Equatable, Sendable {
    /// The text is not a real day written `YYYY-MM-DD`.
    case unreadable
    /// The day breaks a task rule (it is before today).
    case rejected(TaskValidationError)
}
