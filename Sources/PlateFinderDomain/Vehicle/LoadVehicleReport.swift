import Foundation

/// Asks every source wanted about a plate at the same time — they are different hosts, and
/// each is asked once — and puts their answers in one report.
public struct LoadVehicleReport: Sendable {
    private let searchCar: SearchCar
    private let lookUpRegistration: LookUpRegistration
    private let history: ManageHistory?
    private let clock: DayClock

    /// A report over the ANT search, the SRI lookup, the saved answers `history` keeps (for
    /// `saved(_:)`), and today as `clock` tells it.
    public init(
        searchCar: SearchCar, lookUpRegistration: LookUpRegistration,
        history: ManageHistory? = nil, clock: DayClock
    ) {
        self.searchCar = searchCar
        self.lookUpRegistration = lookUpRegistration
        self.history = history
        self.clock = clock
    }

    /// The report on a complete `plate` from `sources`; an incomplete plate is refused
    /// before anyone is asked.
    public func callAsFunction(
        _ plate: Plate, from sources: Set<VehicleSource> = Set(VehicleSource.allCases)
    ) async throws(CarSearchError) -> VehicleReport {
        guard PlateValidator.validate(plate).isComplete else {
            throw .lookup(.invalidPlateFormat)
        }
        async let ant = sources.contains(.ant) ? searchVehicle(plate) : nil
        async let sri = sources.contains(.sri) ? lookUpDues(plate) : nil
        let (antPart, sriPart) = await (ant, sri)
        return report(plate, ant: antPart, sri: sriPart)
    }

    /// The report on `plate` from the saved answers alone, without a request: the saved
    /// vehicle and the SRI's saved answer; nil when no vehicle is saved.
    public func saved(_ plate: Plate) async throws(CarSearchError) -> VehicleReport? {
        guard let vehicle = try await history?.saved(plate) else { return nil }
        let dues = try await lookUpRegistration.saved(plate)
        return report(plate, ant: .success(vehicle), sri: dues.map { .success($0) })
    }

    private func report(
        _ plate: Plate, ant: Result<CarSearchResult, CarSearchError>?,
        sri: Result<RegistrationLookupResult, CarSearchError>?
    ) -> VehicleReport {
        let lastPaidYear = (try? sri?.get())?.registration?.record.lastPaidYear
        return VehicleReport(
            plate: plate, ant: ant, sri: sri,
            registrationStatus: RegistrationStatusPolicy.status(
                for: plate, lastPaidYear: lastPaidYear, today: clock.today()))
    }

    private func searchVehicle(_ plate: Plate) async -> Result<CarSearchResult, CarSearchError> {
        do { return .success(try await searchCar.search(plate)) } catch { return .failure(error) }
    }

    private func lookUpDues(
        _ plate: Plate
    ) async -> Result<RegistrationLookupResult, CarSearchError> {
        do { return .success(try await lookUpRegistration(plate)) } catch {
            return .failure(error)
        }
    }
}
