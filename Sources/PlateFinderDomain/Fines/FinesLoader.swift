import Foundation

/// Asks the ANT's fines grid which traffic fines a vehicle has.
public protocol FinesLoader: Sendable {
    /// The fines of `plate` in each of `statuses`, asked one after another, from the
    /// vehicle page it fetches first; nil when the portal has no data for the plate.
    func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport?

    /// The fines of `plate` in each of `statuses`, from `page`, just fetched.
    func loadFines(
        from page: VehiclePage, of plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport
}
