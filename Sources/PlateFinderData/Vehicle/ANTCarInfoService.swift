import Foundation
import PlateFinderDomain

/// Looks vehicles up on the ANT portal.
///
/// Client and mapper errors reach the caller unchanged; a base URL from which no page URL
/// can be built is `networkError`, since the portal cannot be reached through it.
public struct ANTCarInfoService: CarInfoLoader {
    /// Turns the portal's page into a vehicle.
    public typealias Mapping = @Sendable (String) throws(CarInfoError) -> Car

    private let baseURL: URL
    private let client: any HTMLClient
    private let map: Mapping

    /// A service that asks the portal at `baseURL` through `client`.
    public init(baseURL: URL, client: any HTMLClient) {
        self.init(baseURL: baseURL, client: client, map: ANTCarHTMLMapper.map)
    }

    /// A service that asks the portal at `baseURL` through `client` and reads pages with
    /// `map`.
    public init(baseURL: URL, client: any HTMLClient, map: @escaping Mapping) {
        self.baseURL = baseURL
        self.client = client
        self.map = map
    }

    /// The vehicle for `plate`; `invalidPlateFormat` without a request when incomplete.
    public func loadCar(for plate: Plate) async throws(CarInfoError) -> Car {
        guard PlateValidator.validate(plate).isComplete else { throw .invalidPlateFormat }
        guard let url = ANTEndpoint.vehiclePageURL(baseURL: baseURL, plate: plate) else {
            throw .networkError
        }
        let html = try await client.fetchHTML(from: url)
        return try map(html)
    }
}
