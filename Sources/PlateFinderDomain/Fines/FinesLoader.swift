import Foundation

/// Asks the ANT which traffic fines a vehicle has.
public protocol FinesLoader: Sendable {
    /// The fines of `plate` in each of `statuses`, the statuses asked one after another;
    /// `noDataFound` when the portal has no such vehicle.
    func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(CarInfoError) -> FinesReport

    /// The fines as `loadFines` finds them, or why not, saying when the host answered that
    /// it is busy; a loader that cannot tell reports `loadFines`'s failure.
    func fetchFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(SourceFailure) -> FinesReport
}

extension FinesLoader {
    /// `loadFines`, its failure never saying that the host is busy.
    public func fetchFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(SourceFailure) -> FinesReport {
        do { return try await loadFines(for: plate, statuses: statuses) } catch {
            throw .lookup(error)
        }
    }
}
