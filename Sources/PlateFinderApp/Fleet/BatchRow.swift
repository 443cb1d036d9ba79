import Foundation
import PlateFinderDomain

/// One plate's batch result flattened into the fields every row format writes, each text
/// from a source already made terminal-safe.
///
/// The vehicle is the ANT's when it found it, else the SRI's record; the expiry of the
/// registration document likewise. `source` is `portal` when every answer was asked just
/// now, `cache` when every one came from a saved copy, `mixed` otherwise, and nil without
/// an answer; `fetchedAt` is the oldest answer's.
public struct BatchRow: Equatable, Sendable {
    /// Where a row's answers came from.
    public enum Source: String, Sendable {
        /// Asked just now.
        case portal
        /// Saved copies young enough to use.
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
    /// How many fines are pending: the fines grid's count when it was asked, else the
    /// ANT's page's.
    public let finesPending: Int?
    /// What the pending fines add up to; nil unless the fines grid answered.
    public let finesTotal: Money?
    /// What the SRI says is owed to register.
    public let amountDue: Money?
    /// Each source that gave no answer, and why (nil: cut short by cancellation).
    public let failures: [Failure]

    /// A source that gave no answer.
    public struct Failure: Equatable, Sendable {
        /// The source.
        public let source: VehicleSource
        /// Why; nil when cancellation cut it short.
        public let error: CarInfoError?
    }

    /// The row for `result`.
    public init(_ result: BatchResult) {
        let car = result.ant?.answer?.answer?.terminalSafe
        let record = result.sri?.answer?.answer?.record
        let strip = { (text: String?) in text.map(ControlCharacterStripper.strip) }
        plate = result.plate
        status = result.status
        (source, fetchedAt) = Self.origin(of: result)
        make = Self.text(car?.manufacturer) ?? strip(record?.make)
        model = Self.text(car?.model) ?? strip(record?.model)
        year = Self.text(car?.year) ?? record?.modelYear.map(String.init)
        vehicleClass = Self.text(car?.segment) ?? strip(record?.vehicleClass)
        service = Self.text(car?.service) ?? strip(record?.service)
        registrationMonth = RegistrationCalendar.registrationMonth(for: result.plate)
        registrationStatus = result.registrationStatus
        expirationDate =
            car.flatMap { Self.day($0.expirationDate, $0.expirationCalendarDate) }
            ?? record?.registrationExpirationDate?.isoString
        tintExpirationDate = car.flatMap {
            Self.day($0.tintExpirationDate, $0.tintExpirationCalendarDate)
        }
        if let fines = result.fines {
            let pending = fines.answer?.answer
            finesPending = pending?.count
            finesTotal = pending?.total
        } else {
            finesPending = car?.fines?.pending
            finesTotal = nil
        }
        amountDue = result.sri?.answer?.answer?.dues.total
        failures = [
            Self.failure(of: result.ant, source: .ant), Self.failure(of: result.sri, source: .sri),
            Self.failure(of: result.fines, source: .fines),
        ].compactMap { $0 }
    }

    private static func origin(of result: BatchResult) -> (Source?, Date?) {
        var origins: Set<Source> = []
        var dates: [Date] = []
        func note<Answer>(_ part: BatchPart<Answer>?) {
            switch part {
            case .fresh(let answer, _)?:
                origins.insert(.portal)
                dates.append(answer.fetchedAt)
            case .saved(let answer)?:
                origins.insert(.cache)
                dates.append(answer.fetchedAt)
            case .failed?, .cancelled?, nil: break
            }
        }
        note(result.ant)
        note(result.sri)
        note(result.fines)
        let source: Source? = origins.count > 1 ? .mixed : origins.first
        return (source, dates.min())
    }

    private static func failure<Answer>(
        of part: BatchPart<Answer>?, source: VehicleSource
    ) -> Failure? {
        switch part {
        case .failed(let error)?: Failure(source: source, error: error)
        case .cancelled?: Failure(source: source, error: nil)
        case .fresh?, .saved?, nil: nil
        }
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
