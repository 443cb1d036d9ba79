import Foundation

/// Keeps the SRI's last answer for each plate.
public protocol RegistrationStore: Sendable {
    /// Replaces the plate's saved answer with `answer`.
    func saveRegistration(_ answer: SavedRegistration) async throws(StoreError)
    /// The plate's saved answer, if any; `StoreError.unreadableRow` when it cannot be read.
    func savedRegistration(for plate: Plate) async throws(StoreError) -> SavedRegistration?
}
