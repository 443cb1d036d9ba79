import Foundation
import PlateFinderDomain

/// Navigates inside a tab that shows vehicles.
@MainActor
public class VehicleTabRouter: TabRouter {
    /// Shows the vehicle registered under `plate`.
    public func showVehicle(_ plate: Plate) {
        navigator.push(.vehicle(plate))
    }
}
