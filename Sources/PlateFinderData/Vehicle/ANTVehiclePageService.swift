import Foundation
import PlateFinderDomain

/// Asks the ANT portal for a plate's vehicle page and reads it once: the vehicle, and the
/// fines grid it declares.
///
/// Client and mapper failures reach the caller as the ANT's; a base URL from which no page
/// URL can be built is `unreachable`, since the portal cannot be reached through it. The
/// mapper is given the plate asked for, so a page about another plate is never its answer.
public struct ANTVehiclePageService: VehiclePageLoader {
    /// Reads the portal's page, fetched from a URL, as the vehicle with the given plate.
    public typealias Mapping =
        @Sendable (String, Plate, URL) throws(LookupFailureReason) -> VehiclePage

    private let baseURL: URL
    private let client: any HTMLClient
    private let map: Mapping

    /// A service that asks the portal at `baseURL` through `client`.
    public init(baseURL: URL, client: any HTMLClient) {
        self.init(baseURL: baseURL, client: client, map: ANTCarHTMLMapper.page(_:for:from:))
    }

    /// A service that asks the portal at `baseURL` through `client` and reads pages with
    /// `map`.
    public init(baseURL: URL, client: any HTMLClient, map: @escaping Mapping) {
        self.baseURL = baseURL
        self.client = client
        self.map = map
    }

    /// The page about `plate`, read; nil when the portal has no data for it.
    public func loadPage(for plate: LookupPlate) async throws(LookupFailure) -> VehiclePage? {
        do throws(LookupFailureReason) {
            guard let url = ANTEndpoint.vehiclePageURL(baseURL: baseURL, plate: plate.plate)
            else { throw .unreachable }
            let html = try await client.fetchPage(from: url)
            return try map(html, plate.plate, url)
        } catch .noData {
            return nil
        } catch {
            throw LookupFailure(.ant, error)
        }
    }
}
