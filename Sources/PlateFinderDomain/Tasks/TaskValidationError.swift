import Foundation

/// Why a task's title, note or due date was refused.
public enum TaskValidationError: Error, Equatable, Sendable {
    /// The title is empty once surrounding white space is removed.
    case emptyTitle
    /// The title has more than `maximum` characters (as a person counts them).
    case titleTooLong(maximum: Int)
    /// The note has more than `maximum` characters.
    case noteTooLong(maximum: Int)
    /// The due date is before today in the user's time zone.
    case dueDateInPast
}
