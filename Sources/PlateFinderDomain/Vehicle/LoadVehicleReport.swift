import Foundation

/// Asks every source wanted about a plate at the same time — they are different hosts, and
/// each is asked once — and puts their answers in one report.
public struct LoadVehicleReport: Sendable {
    private let searchCar: SearchCar
    private let lookUpRegistration: LookUpRegistration
    private let clock: DayClock

    /// A report over the ANT search, the SRI lookup, and today as `clock` tells it.
    public init(searchCar: SearchCar, lookUpRegistration: LookUpRegistration, clock: DayClock) {
        self.searchCar = searchCar
        self.lookUpRegistration = lookUpRegistration
        self.clock = clock
    }

    /// The report on `plate` from `sources`.
    public func callAsFunction(
        _ plate: LookupPlate, from sources: Set<VehicleSource> = Set(VehicleSource.allCases)
    ) async -> VehicleReport {
        async let ant = sources.contains(.ant) ? searchVehicle(plate) : nil
        async let sri = sources.contains(.sri) ? lookUpDues(plate) : nil
        let (antPart, sriPart) = await (ant, sri)
        let lastPaidYear = (try? sriPart?.get())?.registration?.record.lastPaidYear
        return VehicleReport(
            plate: plate, ant: antPart, sri: sriPart,
            registrationStatus: RegistrationStatusPolicy.status(
                for: plate.plate, lastPaidYear: lastPaidYear, today: clock.today()))
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
}
