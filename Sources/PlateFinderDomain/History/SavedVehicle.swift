import Foundation

/// The last vehicle the portal gave for a plate, kept apart from the search history: the
/// history's cap never evicts it, so a favourite's vehicle stays available offline.
public struct SavedVehicle: Equatable, Sendable {
    /// The plate it was found for.
    public let plate: Plate
    /// The vehicle.
    public let car: Car
    /// When the portal gave it.
    public let fetchedAt: Date

    /// A saved vehicle.
    public init(plate: Plate, car: Car, fetchedAt: Date) {
        self.plate = plate
        self.car = car
        self.fetchedAt = fetchedAt
    }
}
