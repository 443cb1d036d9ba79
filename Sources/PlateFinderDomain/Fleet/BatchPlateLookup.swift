import Foundation

/// Looks one plate up in every source wanted, at the same time (they are different
/// hosts); an incomplete plate is refused without asking anyone.
struct BatchPlateLookup: Sendable {
    let vehicles: any BatchSource<Car>
    let registrations: any BatchSource<SRIRegistration>
    let options: BatchOptions
    let part: BatchPartLookup
    let pacers: BatchHostPacers
    let today: CalendarDate

    /// What every source wanted says about `plate`.
    func callAsFunction(_ plate: Plate) async -> BatchResult {
        let format = PlateValidator.validate(plate)
        guard format.isComplete else {
            return BatchResult(
                plate: plate, ant: refused(.ant), sri: refused(.sri),
                registrationStatus: .unknown, requestCount: 0)
        }
        let complete = LookupPlate(completePlate: plate, format: format)
        async let ant = wants(.ant) ? ask(vehicles, complete) : nil
        async let sri = wants(.sri) ? ask(registrations, complete) : nil
        let (antPart, sriPart) = await (ant, sri)
        let lastPaidYear = sriPart?.part.answer?.answer?.record.lastPaidYear
        return BatchResult(
            plate: plate, ant: antPart?.part, sri: sriPart?.part,
            registrationStatus: RegistrationStatusPolicy.status(
                for: plate, lastPaidYear: lastPaidYear, today: today),
            requestCount: (antPart?.requests ?? 0) + (sriPart?.requests ?? 0))
    }

    private func wants(_ source: VehicleSource) -> Bool {
        options.sources.contains(source)
    }

    private func refused<Answer>(_ source: VehicleSource) -> BatchPart<Answer>? {
        wants(source) ? .failed(.invalidPlateFormat) : nil
    }

    private func ask<Answer>(
        _ source: any BatchSource<Answer>, _ plate: LookupPlate
    ) async -> (part: BatchPart<Answer>, requests: Int) {
        await part(source, plate: plate, pacer: pacers.pacer(for: source.host))
    }
}
