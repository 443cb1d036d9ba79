import Foundation

/// Looks up the vehicle registered under a plate.
public protocol CarInfoLoader: Sendable {
    /// The vehicle for `plate`; throws `invalidPlateFormat` without asking anyone when
    /// the plate is not complete.
    func loadCar(for plate: Plate) async throws(CarInfoError) -> Car
}
