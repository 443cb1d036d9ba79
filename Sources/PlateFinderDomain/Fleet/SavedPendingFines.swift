import Foundation

/// A plate's pending traffic fines, as the ANT's fines grid last listed them.
public struct SavedPendingFines: Equatable, Sendable {
    /// The pending fines and their total.
    public let pending: FineList
    /// When the grid was read.
    public let fetchedAt: Date

    /// The pending fines `pending`, read at `fetchedAt`.
    public init(pending: FineList, fetchedAt: Date) {
        self.pending = pending
        self.fetchedAt = fetchedAt
    }
}
