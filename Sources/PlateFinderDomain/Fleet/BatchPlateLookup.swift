import Foundation

/// Looks one plate up in every source wanted: the ANT and the SRI at the same time (they
/// are different hosts), the fines after the ANT's vehicle page (on the ANT's host, ahead
/// of the plates waiting there, so the page it reads its grid from is the one just
/// fetched); an incomplete plate is refused without asking anyone.
struct BatchPlateLookup: Sendable {
    let vehicles: any BatchSource<Car>
    let registrations: any BatchSource<SRIRegistration>
    let fines: (any BatchSource<FineList>)?
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
                fines: fines == nil ? nil : refused(.fines),
                registrationStatus: .unknown, requestCount: 0)
        }
        let complete = LookupPlate(completePlate: plate, format: format)
        async let portal = askPortal(complete)
        async let sri = wants(.sri) ? ask(registrations, complete) : nil
        let ((antPart, finesPart), sriPart) = await (portal, sri)
        let lastPaidYear = sriPart?.part.answer?.answer?.record.lastPaidYear
        return BatchResult(
            plate: plate, ant: antPart?.part, sri: sriPart?.part, fines: finesPart?.part,
            registrationStatus: RegistrationStatusPolicy.status(
                for: plate, lastPaidYear: lastPaidYear, today: today),
            requestCount: [antPart?.requests, sriPart?.requests, finesPart?.requests]
                .compactMap { $0 }.reduce(0, +))
    }

    private func wants(_ source: VehicleSource) -> Bool {
        options.sources.contains(source)
    }

    private func refused<Answer>(_ source: VehicleSource) -> BatchPart<Answer>? {
        wants(source) ? .failed(.invalidPlateFormat) : nil
    }

    /// The ANT's parts wanted: the vehicle, then the fines.
    private func askPortal(
        _ plate: LookupPlate
    ) async -> (
        ant: (part: BatchPart<Car>, requests: Int)?,
        fines: (part: BatchPart<FineList>, requests: Int)?
    ) {
        let ant = wants(.ant) ? await ask(vehicles, plate) : nil
        guard wants(.fines), let fines else { return (ant, nil) }
        return (ant, await askFines(fines, plate, after: ant?.part))
    }

    /// The fines, asked only when the vehicle's page gave something to read them from: a
    /// portal that said it has no such vehicle has no fines for it either, and one that
    /// just failed every attempt is not asked again (a saved answer young enough still
    /// stands in).
    private func askFines(
        _ source: any BatchSource<FineList>, _ plate: LookupPlate, after vehicle: BatchPart<Car>?
    ) async -> (part: BatchPart<FineList>, requests: Int) {
        switch vehicle {
        case nil, .saved?:
            return await part(source, plate: plate, pacer: pacers.pacer(for: source.host))
        case .fresh(let answer, _)? where answer.isNoData:
            return (.fresh(SourceAnswer(nil, fetchedAt: answer.fetchedAt), unsaved: nil), 0)
        case .fresh?:
            return await part(
                source, plate: plate, pacer: pacers.pacer(for: source.host), ahead: true)
        case .failed(let error)?:
            return (await part.saved(source, plate: plate.plate) ?? .failed(error), 0)
        case .cancelled?:
            return (.cancelled, 0)
        }
    }

    private func ask<Answer>(
        _ source: any BatchSource<Answer>, _ plate: LookupPlate
    ) async -> (part: BatchPart<Answer>, requests: Int) {
        await part(source, plate: plate, pacer: pacers.pacer(for: source.host))
    }
}
