import Foundation
import PlateFinderDomain

/// Reads each traffic fine of a vehicle from the ANT portal's fines grid.
///
/// The vehicle page (taken from `memo` when the vehicle lookup has just fetched it) names
/// the grid in its script; each status asked is then read page by page, one request after
/// another, in the order `FineStatus` lists them, with `Accept: application/json`.
///
/// - The page is judged as the vehicle lookup judges it (`noDataFound`,
///   `portalUnavailable`, `parsingError` for another plate's page); a page without a grid,
///   or whose grid lacks a column that is read or lives on another origin, is a
///   `parsingError`.
/// - A grid answer with a status outside 2xx is `serverError`, another 2xx
///   `portalUnavailable`; through `fetchFines`, a `429` or `503` (to the page or to any
///   grid page) says that the portal is busy, with the wait it asked for; one that cannot be believed (see `ANTFinesGridPager` and
///   `ANTFinesGridMapper`) is a `parsingError`.
/// - The pending fines must be as many as the page's `Pendientes (N)` label counts.
///
/// The person and contract ids in the grid's address are used for the requests only: they
/// are in no answer and no error.
public struct ANTFinesService: FinesLoader {
    private let baseURL: URL
    private let client: any HTMLClient & HTTPClient
    private let memo: ANTPageMemo?
    private let clock: InstantClock

    /// A service that asks the portal at `baseURL` through `client`, taking a vehicle page
    /// just fetched from `memo` (when given), and stamping each grid request with the
    /// instant `clock` tells.
    public init(
        baseURL: URL, client: any HTMLClient & HTTPClient, memo: ANTPageMemo? = nil,
        clock: InstantClock = .system
    ) {
        self.baseURL = baseURL
        self.client = client
        self.memo = memo
        self.clock = clock
    }

    /// The fines of `plate` in each of `statuses`.
    public func loadFines(
        for lookupPlate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(CarInfoError) -> FinesReport {
        do { return try await fetchFines(for: lookupPlate, statuses: statuses) } catch {
            throw error.error
        }
    }

    /// The fines as `loadFines` finds them; a portal that answers the page or any grid page
    /// with a `429` or `503` is busy, with the wait it asked for (`Retry-After`).
    public func fetchFines(
        for lookupPlate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(SourceFailure) -> FinesReport {
        let plate = lookupPlate.plate
        guard let pageURL = ANTEndpoint.vehiclePageURL(baseURL: baseURL, plate: plate) else {
            throw .lookup(.networkError)
        }
        let html: String
        if let kept = memo?.take(from: pageURL) {
            html = kept
        } else {
            html = try await client.fetchPage(from: pageURL)
        }
        let (page, pager) = try lookup { () throws(CarInfoError) in
            let page = try ANTFinesPage.read(html, for: plate)
            if statuses.contains(.pending), page.pendingCount == nil {
                throw .parsingError("the page shows no pending count to check the fines against")
            }
            let pager = ANTFinesGridPager(
                client: client,
                grid: try ANTFinesGridURL(declared: page.grid.url, page: pageURL),
                columns: try ANTFinesGridReader.columns(of: page.grid), plate: plate,
                clock: clock)
            return (page, pager)
        }
        var lists: [FineStatus: FineList] = [:]
        for status in FineStatus.allCases where statuses.contains(status) {
            let fines = try await pager.fines(in: status)
            lists[status] = try lookup { () throws(CarInfoError) in
                if status == .pending, let counted = page.pendingCount, fines.count != counted {
                    throw .parsingError(
                        "the fines grid lists \(fines.count) pending fines, the page counts "
                            + "\(counted)")
                }
                guard let list = FineList(status: status, fines: fines) else {
                    throw .parsingError("the fines' amounts add up past what can be counted")
                }
                return list
            }
        }
        return FinesReport(plate: plate, lists: lists)
    }

    /// What `read` gives, its failure a lookup's: the page, not the host, was at fault.
    private func lookup<Value>(
        _ read: () throws(CarInfoError) -> Value
    ) throws(SourceFailure) -> Value {
        do { return try read() } catch { throw .lookup(error) }
    }
}
