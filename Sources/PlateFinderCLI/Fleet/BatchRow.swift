import Foundation
import PlateFinderDomain

/// One plate's report flattened into the fields every batch row format writes, each text
/// from a source already made terminal-safe, each a fact of the report.
///
/// The vehicle is the report's identity (the ANT's, else the SRI's, `vehicleSource`
/// saying which); the registration document's expiry is the report's (the ANT's, else the
/// SRI's). `source` is `portal` when every answer was asked just
/// now, `cache` when every one came from a saved copy, `mixed` otherwise, and nil without
/// an answer; `fetchedAt` is the oldest answer's. `alerts` are the kinds of the blockers
/// `PurchaseCheck` finds, so a batch flags what `check` would.
public struct BatchRow: Equatable, Sendable {
    /// Where a row's answers came from.
    public enum Source: String, Sendable {
        /// Asked just now.
        case portal
        /// Saved copies.
        case cache
        /// Some of each.
        case mixed
    }

    /// The plate.
    public let plate: Plate
    /// How its lookup ended.
    public let status: BatchPlateStatus
    /// Where the answers came from; nil without one.
    public let source: Source?
    /// When the oldest answer was fetched.
    public let fetchedAt: Date?
    /// Which source the vehicle's make, model and year come from.
    public let vehicleSource: VehicleSource?
    /// The make.
    public let make: String?
    /// The model.
    public let model: String?
    /// The model year.
    public let year: String?
    /// The class (Clase).
    public let vehicleClass: String?
    /// The service (Servicio).
    public let service: String?
    /// The month the plate registers in.
    public let registrationMonth: Int?
    /// Whether the registration is paid.
    public let registrationStatus: RegistrationStatus
    /// The registration document's expiry: `YYYY-MM-DD`, or the portal's text when it is
    /// not a day.
    public let expirationDate: String?
    /// The tint permit's expiry, written likewise.
    public let tintExpirationDate: String?
    /// How many fines are pending: the fines grid's count, else the ANT's page's.
    public let finesPending: Int?
    /// What the pending fines add up to; nil unless the fines grid listed them.
    public let finesTotal: Money?
    /// What the SRI says is owed to register.
    public let amountDue: Money?
    /// Whether the SRI answered without saying what is owed.
    public let amountDueIsUnknown: Bool
    /// Each source that gave no answer, and why (nil: cut short, or nothing saved).
    public let failures: [Failure]
    /// Each source whose saved copy stood in, and why it could not be asked.
    public let standIns: [StandIn]
    /// The kinds of the purchase check's blockers, most serious first; empty without any.
    public let alerts: [PurchaseFindingKind]

    /// A source that gave no answer.
    public struct Failure: Equatable, Sendable {
        /// The source.
        public let source: VehicleSource
        /// Why; nil when cancellation cut it short.
        public let failure: LookupFailure?
        /// Whether its saved copy, which could have stood in, cannot be read.
        public var savedCopyUnreadable = false
    }

    /// A source whose saved copy stood in.
    public struct StandIn: Equatable, Sendable {
        /// The source.
        public let source: VehicleSource
        /// The copy, and why the source could not be asked.
        public let origin: AnswerOrigin
    }

    /// The row for `report`.
    public init(_ report: VehicleReport) {
        let facts = report.facts
        let car = report.ant.answer?.terminalSafe
        let strip = { (text: String?) in text.map(ControlCharacterStripper.strip) }
        plate = report.plate.plate
        status = BatchPlateStatus(report)
        (source, fetchedAt) = Self.origin(of: report)
        vehicleSource = facts.identity?.source
        make = strip(facts.identity?.make)
        model = strip(facts.identity?.model)
        year = strip(facts.identity?.year)
        vehicleClass = strip(facts.identity?.vehicleClass)
        service = strip(facts.identity?.service)
        registrationMonth = RegistrationCalendar.registrationMonth(for: plate)
        registrationStatus = facts.registration?.status ?? .unknown
        expirationDate =
            facts.registrationExpiry?.value.isoString
            ?? car.flatMap { Self.text($0.expirationDate) }
        tintExpirationDate = car.flatMap {
            Self.day($0.tintExpirationDate, $0.tintExpirationCalendarDate)
        }
        finesPending = facts.pendingFines.count
        finesTotal = facts.pendingFines.total
        amountDue = report.sri.answer?.dues.total
        amountDueIsUnknown = report.sri.answer.map { $0.dues.total == nil } ?? false
        failures = facts.unanswered.map {
            Failure(
                source: $0.source, failure: $0.failure,
                savedCopyUnreadable: report.unreadableSavedCopies[$0.source] != nil)
        }
        standIns = VehicleSource.allCases.compactMap { source in
            report.origin(of: source).flatMap {
                $0.standInFailure == nil ? nil : StandIn(source: source, origin: $0)
            }
        }
        alerts = PurchaseCheck(report: report).blockers.map(\.kind)
    }

    private static func origin(of report: VehicleReport) -> (Source?, Date?) {
        let origins = [report.ant.origin, report.sri.origin, report.fines.origin].compactMap { $0 }
        let kinds = Set(origins.map { $0.isSavedCopy ? Source.cache : .portal })
        let source: Source? = kinds.count > 1 ? .mixed : kinds.first
        return (source, origins.map(\.fetchedAt).min())
    }

    /// A portal text, nil when empty.
    private static func text(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// A portal date as `YYYY-MM-DD` when it is a day, as written otherwise, nil when empty.
    private static func day(_ text: String, _ day: CalendarDate?) -> String? {
        day?.isoString ?? Self.text(text)
    }
}
