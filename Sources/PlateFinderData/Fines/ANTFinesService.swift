import Foundation
import PlateFinderDomain

/// Reads each traffic fine of a vehicle from the ANT portal's fines grid.
///
/// The vehicle page (the one just fetched when the lookup has it, else fetched here) names
/// the grid in its script; each status asked is then read page by page, one request after
/// another, in the order `FineStatus` lists them, with `Accept: application/json`.
///
/// - A page fetched here is fetched and judged by `ANTVehiclePageService`, as when the
///   vehicle is looked up ("no data", an unexpected answer, another plate's page), so its
///   failure names the ANT portal; a page without a grid, or whose grid lacks a column
///   that is read or lives on another origin, is a grid not understood.
/// - A grid answer with a status outside 2xx is an HTTP error, another 2xx unexpected; a
///   `429` or `503` (to the page or to any grid page) says that the portal is busy, with
///   the wait it asked for; one that cannot be believed (see `ANTFinesGridPager` and
///   `ANTFinesGridMapper`) is not understood.
/// - Each status's fines are counted once each and checked against the page's count of
///   that status (`FineCounting`): a mismatch is a status that could not be read.
///
/// The person and contract ids in the grid's address are used for the requests only: they
/// are in no answer and no error.
public struct ANTFinesService: FinesLoader {
    private let pages: ANTVehiclePageService
    private let client: any HTMLClient & HTTPClient
    private let clock: InstantClock

    /// A service that asks the portal at `baseURL` through `client`, stamping each grid
    /// request with the instant `clock` tells.
    public init(baseURL: URL, client: any HTMLClient & HTTPClient, clock: InstantClock = .system) {
        self.pages = ANTVehiclePageService(baseURL: baseURL, client: client)
        self.client = client
        self.clock = clock
    }

    /// The fines of `plate` in each of `statuses`, from its vehicle page, fetched first;
    /// nil when the portal has no data for the plate.
    public func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport? {
        // The page is the ANT portal's own answer, as when the vehicle is looked up: a page
        // that fails names the portal, not the grid it would have named.
        guard let page = try await pages.loadPage(for: plate) else { return nil }
        return try await loadFines(from: page, of: plate, statuses: statuses)
    }

    /// The fines of `plate` in each of `statuses`, from `page`.
    public func loadFines(
        from page: VehiclePage, of plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport {
        do throws(LookupFailureReason) {
            return try await fines(from: page, of: plate.plate, statuses: statuses)
        } catch {
            throw LookupFailure(.fines, error)
        }
    }

    private func fines(
        from page: VehiclePage, of plate: Plate, statuses: Set<FineStatus>
    ) async throws(LookupFailureReason) -> FinesReport {
        guard let grid = page.finesGrid else { throw .notUnderstood(.grid(.undeclared)) }
        let pager = ANTFinesGridPager(
            client: client, grid: try ANTFinesGridURL(declared: grid.address, page: grid.pageURL),
            columns: try ANTFinesGridReader.columns(named: grid.columnNames), plate: plate,
            clock: clock)
        var readings: [FineStatus: FineStatusReading] = [:]
        for status in FineStatus.allCases where statuses.contains(status) {
            let listed = try await pager.fines(in: status)
            guard
                let reading = FineCounting.reading(
                    status, listed: listed, pageCount: page.car.fines?.count(of: status))
            else { throw .notUnderstood(.grid(.totalOverflow)) }
            readings[status] = reading
        }
        return FinesReport(plate: plate, statuses: readings)
    }
}
