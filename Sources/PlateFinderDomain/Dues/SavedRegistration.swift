import Foundation

/// The SRI's last answer about a plate, kept for when the SRI cannot be reached.
public struct SavedRegistration: Equatable, Sendable {
    /// The plate it is about.
    public let plate: Plate
    /// The answer; nil when the SRI said it has no vehicle with that plate.
    public let registration: SRIRegistration?
    /// When the SRI gave it.
    public let fetchedAt: Date

    /// A saved answer.
    public init(plate: Plate, registration: SRIRegistration?, fetchedAt: Date) {
        self.plate = plate
        self.registration = registration
        self.fetchedAt = fetchedAt
    }
}
