import Foundation
import PlateFinderDomain

/// Why a task could not be read or changed, when trying again will not fix it: shown
/// inline, where the person asked.
public enum TaskFailure: Equatable, Sendable {
    /// A task's title, note or due date broke this rule.
    case invalidTask(TaskValidationError)
    /// No task has this identifier or identifier prefix (lower case).
    case notFound(String)
    /// More than one task (`matches` of them) starts with this identifier prefix.
    case ambiguousPrefix(String, matches: Int)
    /// A task identifier prefix needs at least `minimum` characters.
    case prefixTooShort(minimum: Int)
}
