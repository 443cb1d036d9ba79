import Foundation

/// Keeps the ANT's last fines answer for each plate.
public protocol FinesStore: Sendable {
    /// Replaces the plate's saved answer with `answer`.
    func saveFines(_ answer: SavedFines) async throws(StoreError)
    /// The plate's saved answer, if any; `StoreError.unreadableRow` when it cannot be read.
    func savedFines(for plate: Plate) async throws(StoreError) -> SavedFines?
}
