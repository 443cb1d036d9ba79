import PlateFinderDomain

/// Every source out of reach: a lookup falls back on the saved answers, as offline.
struct UnreachableSources: VehiclePageLoader, FinesLoader, RegistrationLoader {
    func loadPage(for plate: LookupPlate) async throws(LookupFailure) -> VehiclePage? {
        throw LookupFailure(.ant, .unreachable)
    }

    func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport? {
        throw LookupFailure(.fines, .unreachable)
    }

    func loadFines(
        from page: VehiclePage, of plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport {
        throw LookupFailure(.fines, .unreachable)
    }

    func loadRegistration(for plate: LookupPlate) async throws(LookupFailure) -> SRIRegistration? {
        throw LookupFailure(.sri, .unreachable)
    }
}
