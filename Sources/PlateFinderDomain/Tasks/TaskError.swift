import Foundation

/// Why a task operation failed.
public enum TaskError: Error, Equatable, Sendable {
    /// The title, note or due day broke a rule.
    case validation(TaskValidationError)
    /// No task has that identifier or prefix.
    case notFound(String)
    /// More than one task starts with that prefix.
    case ambiguousPrefix(String, matches: Int)
    /// An identifier prefix needs at least `minimum` characters.
    case prefixTooShort(minimum: Int)
    /// The tasks could not be read or written.
    case storage(StoreError)
}
