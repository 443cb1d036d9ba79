import Foundation

/// What a report's parts say about the vehicle, derived once, here, for every front end:
/// what it is, the registration payment that matters, its pending fines, its expiries,
/// and what could not be known.
public struct VehicleFacts: Hashable, Sendable {
    /// What vehicle it is: the ANT's, else the SRI's; nil when neither said.
    public let identity: VehicleIdentity?
    /// The registration payment that matters; nil for a plate with no registration month.
    public let registration: RegistrationEvent?
    /// The pending fines.
    public let pendingFines: PendingFines
    /// When the registration document expires: the ANT's day, as its page (the document's
    /// issuer) gives it, else the SRI's record's — never which answer came back first, so a
    /// plate reads the same in every front end and every run.
    public let registrationExpiry: DatedFact<CalendarDate>?
    /// When the tint permit expires, as the ANT's page gives it.
    public let tintExpiry: DatedFact<CalendarDate>?
    /// The sources wanted that gave no answer, the fines included when a status they were
    /// asked for could not be read (the first such status: not understood, as it disagrees
    /// with the page).
    public let unanswered: [UnansweredPart]

    /// The facts of the parts given, on `today`.
    init(
        plate: LookupPlate, ant: ReportPart<Car>, fines: ReportPart<FinesReport>,
        sri: ReportPart<SRIRegistration>, today: CalendarDate
    ) {
        let car = ant.answer.flatMap { car in
            ant.origin.map { (car, FactBasis(source: .ant, origin: $0)) }
        }
        let dues = sri.answer.flatMap { dues in
            sri.origin.map { (dues, FactBasis(source: .sri, origin: $0)) }
        }
        identity =
            car.map { VehicleIdentity(car: $0.0, basis: $0.1) }
            ?? dues.map { VehicleIdentity(record: $0.0.record, basis: $0.1) }
        registration = RegistrationStatusPolicy.event(
            for: plate.plate, lastPaidYear: dues?.0.record.lastPaidYear,
            amountOwed: dues?.0.dues.total, basis: dues?.1, today: today)
        pendingFines = Self.pendingFines(fines, car: car)
        registrationExpiry =
            car.flatMap { car in car.0.expirationCalendarDate.map { DatedFact($0, basis: car.1) } }
            ?? dues.flatMap { dues in
                dues.0.record.registrationExpirationDate.map { DatedFact($0, basis: dues.1) }
            }
        tintExpiry = car.flatMap { car in
            car.0.tintExpirationCalendarDate.map { DatedFact($0, basis: car.1) }
        }
        unanswered = [
            Self.unanswered(.ant, ant), Self.unanswered(.sri, sri), Self.unanswered(.fines, fines),
            fines.answer?.unread.first.map { mismatch in
                UnansweredPart(
                    source: .fines,
                    failure: LookupFailure(
                        .fines, .notUnderstood(.grid(.disagreesWithPage(mismatch)))))
            },
        ].compactMap { $0 }
    }

    private static func pendingFines(
        _ fines: ReportPart<FinesReport>, car: (Car, FactBasis)?
    ) -> PendingFines {
        if let report = fines.answer, let origin = fines.origin {
            let basis = FactBasis(source: .fines, origin: origin)
            switch report.statuses[.pending] {
            case .read(let list)?: return .listed(list, basis: basis)
            case .unread(let mismatch)?: return .unread(mismatch, basis: basis)
            case nil: break
            }
        }
        guard let car, let counts = car.0.fines else { return .unknown }
        return .counted(counts.pending, basis: car.1)
    }

    private static func unanswered<Answer>(
        _ source: VehicleSource, _ part: ReportPart<Answer>
    ) -> UnansweredPart? {
        switch part {
        case .failed(let failure): UnansweredPart(source: source, failure: failure)
        case .notSaved, .cancelled: UnansweredPart(source: source, failure: nil)
        case .notAsked, .answered, .noData: nil
        }
    }
}
