import Foundation
import PlateFinderDomain

/// Looks vehicles up on the ANT portal.
///
/// Client and mapper errors reach the caller unchanged; a base URL from which no page URL
/// can be built is `networkError`, since the portal cannot be reached through it. The
/// mapper is given the plate asked for, so a page about another plate is never its answer.
public struct ANTCarInfoService: CarInfoLoader {
    /// Turns the portal's page into the vehicle with the given plate.
    public typealias Mapping = @Sendable (String, Plate) throws(CarInfoError) -> Car

    private let baseURL: URL
    private let client: any HTMLClient
    private let map: Mapping

    /// A service that asks the portal at `baseURL` through `client`.
    public init(baseURL: URL, client: any HTMLClient) {
        self.init(baseURL: baseURL, client: client, map: ANTCarHTMLMapper.map(_:for:))
    }

    /// A service that asks the portal at `baseURL` through `client` and reads pages with
    /// `map`.
    public init(baseURL: URL, client: any HTMLClient, map: @escaping Mapping) {
        self.baseURL = baseURL
        self.client = client
        self.map = map
    }

    /// The vehicle for `plate`.
    public func loadCar(for plate: LookupPlate) async throws(CarInfoError) -> Car {
        guard let url = ANTEndpoint.vehiclePageURL(baseURL: baseURL, plate: plate.plate) else {
            throw .networkError
        }
        let html = try await client.fetchHTML(from: url)
        return try map(html, plate.plate)
    }
}
