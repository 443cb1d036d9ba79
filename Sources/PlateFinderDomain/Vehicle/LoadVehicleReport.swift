import Foundation

/// Asks every source wanted about a plate and puts their answers in one report: the ANT and
/// the SRI at the same time — they are different hosts — and the fines, which come from the
/// ANT's host too, after the vehicle, so one person's lookup never fans out against the
/// portal. Each source is asked once.
public struct LoadVehicleReport: Sendable {
    private let searchCar: SearchCar
    private let lookUpRegistration: LookUpRegistration
    private let lookUpFines: LookUpFines
    private let history: ManageHistory?
    private let clock: DayClock

    /// A report over the ANT search, the SRI lookup, the fines lookup, the saved answers
    /// `history` keeps (for `saved(_:)`), and today as `clock` tells it.
    public init(
        searchCar: SearchCar, lookUpRegistration: LookUpRegistration, lookUpFines: LookUpFines,
        history: ManageHistory? = nil, clock: DayClock
    ) {
        self.searchCar = searchCar
        self.lookUpRegistration = lookUpRegistration
        self.lookUpFines = lookUpFines
        self.history = history
        self.clock = clock
    }

    /// The report on `plate` from `sources`, with the fines in `fineStatuses`.
    public func callAsFunction(
        _ plate: LookupPlate, from sources: Set<VehicleSource> = Set(VehicleSource.allCases),
        fineStatuses: Set<FineStatus> = LookUpFines.defaultStatuses
    ) async -> VehicleReport {
        async let portal = askPortal(plate, sources: sources, fineStatuses: fineStatuses)
        async let sri = sources.contains(.sri) ? lookUpDues(plate) : nil
        let ((antPart, finesPart), sriPart) = await (portal, sri)
        return report(plate, ant: antPart, sri: sriPart, fines: finesPart)
    }

    /// The report on `plate` from the saved answers alone, without a request: the saved
    /// vehicle, the SRI's saved answer and the saved fines; nil when no vehicle is saved.
    public func saved(_ plate: LookupPlate) async throws(CarSearchError) -> VehicleReport? {
        guard let vehicle = try await history?.saved(plate) else { return nil }
        let dues = try await lookUpRegistration.saved(plate)
        let fines = try await lookUpFines.saved(plate)
        return report(
            plate, ant: .success(vehicle), sri: dues.map { .success($0) },
            fines: fines.map { .success($0) })
    }

    private func report(
        _ plate: LookupPlate, ant: Result<CarSearchResult, CarSearchError>?,
        sri: Result<RegistrationLookupResult, CarSearchError>?,
        fines: Result<FinesLookupResult, CarSearchError>?
    ) -> VehicleReport {
        let lastPaidYear = (try? sri?.get())?.registration?.record.lastPaidYear
        return VehicleReport(
            plate: plate, ant: ant, sri: sri, fines: fines,
            registrationStatus: RegistrationStatusPolicy.status(
                for: plate.plate, lastPaidYear: lastPaidYear, today: clock.today()))
    }

    /// The ANT's parts wanted: the vehicle, then the fines.
    private func askPortal(
        _ plate: LookupPlate, sources: Set<VehicleSource>, fineStatuses: Set<FineStatus>
    ) async -> (
        ant: Result<CarSearchResult, CarSearchError>?,
        fines: Result<FinesLookupResult, CarSearchError>?
    ) {
        let ant = sources.contains(.ant) ? await searchVehicle(plate) : nil
        guard sources.contains(.fines) else { return (ant, nil) }
        return (ant, await readFines(plate, statuses: fineStatuses, after: ant))
    }

    private func searchVehicle(
        _ plate: LookupPlate
    ) async -> Result<CarSearchResult, CarSearchError> {
        do { return .success(try await searchCar.search(plate)) } catch { return .failure(error) }
    }

    private func lookUpDues(
        _ plate: LookupPlate
    ) async -> Result<RegistrationLookupResult, CarSearchError> {
        do { return .success(try await lookUpRegistration(plate)) } catch {
            return .failure(error)
        }
    }

    /// The fines; when the portal has just failed to answer about the vehicle, asking it
    /// again would only wait as long again, so the saved fines stand in at once.
    private func readFines(
        _ plate: LookupPlate, statuses: Set<FineStatus>,
        after vehicle: Result<CarSearchResult, CarSearchError>?
    ) async -> Result<FinesLookupResult, CarSearchError> {
        // A report abandoned while the vehicle was looked up asks nothing more.
        if Task.isCancelled { return .failure(.cancelled) }
        do {
            if let failure = Self.portalFailure(in: vehicle) {
                return .success(
                    try await lookUpFines.savedAnswer(for: plate, standingInFor: failure))
            }
            return .success(try await lookUpFines(plate, statuses: statuses))
        } catch {
            return .failure(error)
        }
    }

    /// How the portal failed to answer the vehicle lookup, when it could not be asked: the
    /// failure the fines, read from the same page, stand in for.
    public static func portalFailure(
        in vehicle: Result<CarSearchResult, CarSearchError>?
    ) -> CarInfoError? {
        switch vehicle {
        case .success(let result)?: result.portalFailure
        case .failure(.lookup(let error))? where error.savedAnswerMayStandIn: error
        case .failure?, nil: nil
        }
    }
}
