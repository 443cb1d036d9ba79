import Foundation

/// Asks the ANT which traffic fines a vehicle has.
public protocol FinesLoader: Sendable {
    /// The fines of `plate` in each of `statuses`, the statuses asked one after another;
    /// `noDataFound` when the portal has no such vehicle.
    func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(CarInfoError) -> FinesReport
}
