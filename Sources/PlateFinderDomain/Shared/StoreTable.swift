import Foundation

/// A table of the local store, as a row that cannot be read names it.
public enum StoreTable: Hashable, Sendable {
    /// The search history.
    case searchHistory
    /// The favourite plates.
    case favorites
    /// The tasks.
    case tasks
    /// One source's saved answers.
    case savedAnswers(SavedAnswerKind)
}
