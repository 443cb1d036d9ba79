import Foundation

/// Looks up the vehicle registered under a plate.
public protocol CarInfoLoader: Sendable {
    /// The vehicle for `plate`.
    func loadCar(for plate: LookupPlate) async throws(CarInfoError) -> Car
}
