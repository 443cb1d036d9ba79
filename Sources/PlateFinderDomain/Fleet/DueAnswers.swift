import Foundation

/// The saved answers about one plate that what falls due is read from; a source with no
/// saved answer is nil.
public struct DueAnswers: Equatable, Sendable {
    /// The plate.
    public let plate: Plate
    /// The ANT's saved vehicle: expiries of the registration document and tint permit.
    public let vehicle: SavedVehicle?
    /// The SRI's saved answer: the last paid year, the document's expiry, what is owed.
    public let registration: SavedRegistration?
    /// The ANT's saved pending fines.
    public let fines: SavedPendingFines?

    /// The answers given.
    public init(
        plate: Plate, vehicle: SavedVehicle?, registration: SavedRegistration?,
        fines: SavedPendingFines? = nil
    ) {
        self.plate = plate
        self.vehicle = vehicle
        self.registration = registration
        self.fines = fines
    }
}
