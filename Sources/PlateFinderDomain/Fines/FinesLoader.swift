import Foundation

/// Asks the ANT which traffic fines a vehicle has.
public protocol FinesLoader: Sendable {
    /// The fines of a complete `plate` in each of `statuses`, the statuses asked one after
    /// another; `noDataFound` when the portal has no such vehicle, and `invalidPlateFormat`
    /// without asking anyone when the plate is not complete.
    func loadFines(
        for plate: Plate, statuses: Set<FineStatus>
    ) async throws(CarInfoError) -> FinesReport
}
