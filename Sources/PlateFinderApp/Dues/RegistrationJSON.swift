import Foundation
import PlateFinderDomain

/// The `sri` and `registrationStatus` objects `platefinder find --json` adds.
///
/// `sri` is null when the SRI was not asked; otherwise `status` is `answered`,
/// `notRegistered`, `failed`, `notSaved` or `cancelled` with `source`, `fetchedAt` and
/// `failure` as every part has them (`ReportPartJSON`), and the record and dues keys are
/// null unless it answered. Money is a string with two decimals; days are `YYYY-MM-DD`.
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
        let (state, month, year): (String, Int?, Int?) =
            switch status {
            case .paidUp(let year): ("paidUp", nil, year)
            case .dueLater(let month): ("dueLater", month, nil)
            case .dueThisMonth(let month): ("dueThisMonth", month, nil)
            case .late(let year, let month): ("late", month, year)
            case .unknown: ("unknown", nil, nil)
            }
        return .object([
            "state": .string(state), "month": .int(orNull: month), "year": .int(orNull: year),
        ])
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
            "amountDue": .string(dues.total.decimalText),
            "totalsAgree": .bool(dues.totalsAgree),
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
