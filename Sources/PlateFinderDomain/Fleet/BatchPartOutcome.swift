import Foundation

/// How one source's part of a plate's batch result ended.
enum BatchPartOutcome: Hashable, Sendable {
    /// The source answered about the vehicle.
    case found
    /// The source said it has no vehicle with that plate.
    case noData
    /// The source gave no answer.
    case failed
    /// Cut short by cancellation.
    case cancelled
}
