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
    private let memo: ANTPageMemo?

    /// A service that asks the portal at `baseURL` through `client`, keeping each page it
    /// fetches in `memo` (when given) for the fines lookup that may follow.
    public init(baseURL: URL, client: any HTMLClient, memo: ANTPageMemo? = nil) {
        self.init(
            baseURL: baseURL, client: client, memo: memo, map: ANTCarHTMLMapper.map(_:for:))
    }

    /// A service that asks the portal at `baseURL` through `client` and reads pages with
    /// `map`, keeping each page it fetches in `memo` (when given).
    public init(
        baseURL: URL, client: any HTMLClient, memo: ANTPageMemo? = nil, map: @escaping Mapping
    ) {
        self.baseURL = baseURL
        self.client = client
        self.map = map
        self.memo = memo
    }

    /// The vehicle for `plate`.
    public func loadCar(for plate: LookupPlate) async throws(CarInfoError) -> Car {
        do { return try await fetchCar(for: plate) } catch { throw error.error }
    }

    /// The vehicle for `plate` as `loadCar` finds it; a portal that answers it is busy
    /// says so, with the wait it asked for.
    public func fetchCar(for plate: LookupPlate) async throws(SourceFailure) -> Car {
        guard let url = ANTEndpoint.vehiclePageURL(baseURL: baseURL, plate: plate.plate) else {
            throw .lookup(.networkError)
        }
        let html = try await client.fetchPage(from: url)
        memo?.keep(html, from: url)
        do { return try map(html, plate.plate) } catch { throw .lookup(error) }
    }
}
