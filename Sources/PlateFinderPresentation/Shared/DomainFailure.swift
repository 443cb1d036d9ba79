import Foundation
import PlateFinderDomain

/// A failure that trying again will not fix: shown inline, where the person asked.
public enum DomainFailure: Equatable, Sendable {
    /// The plate is not complete and valid; it has this format.
    case invalidPlate(PlateFormat)
    /// The portal answered, and it has no vehicle for the plate.
    case noDataFound
    /// The portal answered something that could not be understood; the text says what.
    case unreadableAnswer(String)
    /// A task's title, note or due date broke this rule.
    case invalidTask(TaskValidationError)
    /// No task has this identifier or identifier prefix (lower case).
    case taskNotFound(String)
    /// More than one task (`matches` of them) starts with this identifier prefix.
    case ambiguousTaskPrefix(String, matches: Int)
    /// A task identifier prefix needs at least `minimum` characters.
    case taskPrefixTooShort(minimum: Int)
}
