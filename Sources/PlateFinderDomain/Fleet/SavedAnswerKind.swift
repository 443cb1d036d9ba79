import Foundation

/// Which answer about a plate is saved: each source keeps its last one per plate.
public enum SavedAnswerKind: String, CaseIterable, Sendable {
    /// The ANT's vehicle page.
    case vehicle
    /// The SRI's record and dues.
    case registration
    /// The ANT's fines grid.
    case fines
}
