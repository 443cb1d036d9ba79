import Foundation
import PlateFinderDomain

/// The `sri` and `registrationStatus` objects `platefinder find --json` adds.
///
/// `sri` is null when the SRI was not asked; otherwise `status` is `answered`,
/// `notRegistered`, `failed`, `notSaved` or `cancelled` with `source`, `fetchedAt` and
/// `failure` as every part has them (`ReportPartJSON`), and the record and dues keys are
/// null unless it answered. Money is a string with two decimals; days are `YYYY-MM-DD`;
/// `amountDue` and `totalsAgree` are null when the SRI's answer did not say what is owed.
public enum RegistrationJSON {
    /// The `sri` object for the SRI's part of a report; null when it was not asked.
    public static func object(for part: ReportPart<SRIRegistration>) -> JSONValue {
        guard let status = ReportPartJSON.members(of: part, noData: "notRegistered") else {
            return .null
        }
        var members = Dictionary(uniqueKeysWithValues: recordKeys.map { ($0, JSONValue.null) })
        members.merge(status) { _, status in status }
        guard let registration = part.answer else { return .object(members) }
        members.merge(recordMembers(registration.record)) { _, record in record }
        members.merge(duesMembers(registration.dues)) { _, dues in dues }
        return .object(members)
    }

    /// The `registrationStatus` object: `state`, and the `month` and `year` it names.
    public static func object(for status: RegistrationStatus) -> JSONValue {
        let (month, year) = monthAndYear(of: status)
        return .object([
            "state": .string(code(of: status)), "month": .int(orNull: month),
            "year": .int(orNull: year),
        ])
    }

    /// The stable code of `status` every output writes: `paidUp`, `dueLater`,
    /// `dueThisMonth`, `late` or `unknown`.
    static func code(of status: RegistrationStatus) -> String {
        switch status {
        case .paidUp: "paidUp"
        case .dueLater: "dueLater"
        case .dueThisMonth: "dueThisMonth"
        case .late: "late"
        case .unknown: "unknown"
        }
    }

    /// The month and year `status` names, as JSON gives them.
    static func monthAndYear(of status: RegistrationStatus) -> (month: Int?, year: Int?) {
        switch status {
        case .paidUp(let year): (nil, year)
        case .dueLater(let month), .dueThisMonth(let month): (month, nil)
        case .late(let year, let month): (month, year)
        case .unknown: (nil, nil)
        }
    }

    private static let recordKeys = [
        "canton", "cylinderCapacity", "countryOfManufacture", "lastPaidYear",
        "lastRegistrationDate", "registrationExpirationDate", "inspectionDate", "purchaseDate",
        "vehicleStatus", "notices", "amountDue", "debts", "totalsAgree",
    ]

    private static func recordMembers(_ record: SRIVehicleRecord) -> [String: JSONValue] {
        [
            "canton": text(record.canton),
            "cylinderCapacity": .int(orNull: record.cylinderCapacity),
            "countryOfManufacture": text(record.countryOfManufacture),
            "lastPaidYear": .int(orNull: record.lastPaidYear),
            "lastRegistrationDate": .string(orNull: record.lastRegistrationDate?.isoString),
            "registrationExpirationDate": .string(
                orNull: record.registrationExpirationDate?.isoString),
            "inspectionDate": .string(orNull: record.inspectionDate?.isoString),
            "purchaseDate": .string(orNull: record.purchaseDate?.isoString),
            "vehicleStatus": text(record.vehicleStatus),
            "notices": .array(
                record.notices.map {
                    .object(["kind": .string($0.kind.rawValue), "text": safe($0.text)])
                }),
        ]
    }

    private static func duesMembers(_ dues: RegistrationDues) -> [String: JSONValue] {
        [
            "amountDue": .string(orNull: dues.total?.decimalText),
            "totalsAgree": dues.total == nil ? .null : .bool(dues.totalsAgree),
            "debts": .array(
                dues.debts.map { debt in
                    .object([
                        "description": safe(debt.description),
                        "subtotal": .string(debt.subtotal.decimalText),
                        "items": .array(debt.items.map(item)),
                    ])
                }),
        ]
    }

    private static func item(_ item: DuesItem) -> JSONValue {
        .object([
            "description": safe(item.description),
            "fiscalPeriod": safe(item.fiscalPeriod),
            "beneficiary": safe(item.beneficiary),
            "amount": .string(item.amount.decimalText),
            "details": .array(
                item.details.map {
                    .object([
                        "description": safe($0.description), "year": .int(orNull: $0.year),
                        "amount": .string($0.amount.decimalText),
                    ])
                }),
        ])
    }

    private static func text(_ value: String?) -> JSONValue {
        value.map(safe) ?? .null
    }

    private static func safe(_ value: String) -> JSONValue {
        .string(ControlCharacterStripper.strip(value))
    }
}
