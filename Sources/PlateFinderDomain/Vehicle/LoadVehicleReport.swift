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

    /// The report on a complete `plate` from `sources`; an incomplete plate is refused
    /// before anyone is asked.
    public func callAsFunction(
        _ plate: Plate, from sources: Set<VehicleSource> = Set(VehicleSource.allCases)
    ) async throws(CarSearchError) -> VehicleReport {
        guard PlateValidator.validate(plate).isComplete else {
            throw .lookup(.invalidPlateFormat)
        }
        async let ant = sources.contains(.ant) ? Self.outcome { () async throws(CarSearchError) in
            try await searchCar.search(plate)
        } : nil
        async let sri = sources.contains(.sri) ? Self.outcome { () async throws(CarSearchError) in
            try await lookUpRegistration(plate)
        } : nil
        let (antPart, sriPart) = await (ant, sri)
        let lastPaidYear = (try? sriPart?.get())?.registration?.record.lastPaidYear
        return VehicleReport(
            plate: plate, ant: antPart, sri: sriPart,
            registrationStatus: RegistrationStatusPolicy.status(
                for: plate, lastPaidYear: lastPaidYear, today: clock.today()))
    }

    private static func outcome<Value>(
        _ work: () async throws(CarSearchError) -> Value
    ) async -> Result<Value, CarSearchError> {
        do { return .success(try await work()) } catch { return .failure(error) }
    }
}
