import Foundation
import PlateFinderDomain

/// Looks vehicles up on the ANT portal.
public struct ANTCarInfoService: CarInfoLoader {
    /// A service that asks the portal at `baseURL` through `client`.
    public init(baseURL: URL, client: any HTMLClient) {}

    /// The vehicle for `plate`; `invalidPlateFormat` without a request when incomplete.
    public func loadCar(for plate: Plate) async throws(CarInfoError) -> Car {
        throw .invalidPlateFormat
    }
}
