import Foundation
import PlateFinderDomain

extension SourceSpy: VehiclePageLoader where Answer == Car {
    /// The next scripted car, as a page declaring no fines grid.
    public func loadPage(for plate: LookupPlate) async throws(LookupFailure) -> VehiclePage? {
        try await fetch(plate).map { VehiclePage(car: $0, finesGrid: nil) }
    }
}

extension SourceSpy: RegistrationLoader where Answer == SRIRegistration {
    /// The next scripted answer.
    public func loadRegistration(
        for plate: LookupPlate
    ) async throws(LookupFailure) -> SRIRegistration? {
        try await fetch(plate)
    }
}

extension SourceSpy: FinesLoader where Answer == FinesReport {
    /// The next scripted answer; the statuses asked are not checked.
    public func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport? {
        try await fetch(plate)
    }

    /// The next scripted answer, read from the page just fetched.
    public func loadFines(
        from page: VehiclePage, of plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport {
        guard let report = try await fetch(plate) else { throw LookupFailure(.fines, .noData) }
        return report
    }
}
