import Foundation
import PlateFinderDomain

/// The `sri` and `registrationStatus` objects `platefinder find --json` adds.
///
/// `sri` is null when the SRI was not asked; otherwise `status` is `answered`,
/// `notRegistered` or `failed`, `failure` is a `FailureJSON` object when the SRI failed (or
/// its saved answer stood in for a failure), and the record and dues keys are null unless it
/// answered. Money is a string with two decimals; days are `YYYY-MM-DD`.
public enum RegistrationJSON {
    /// The `sri` object for the SRI's part of a report (nil: not asked).
    public static func object(
        for part: Result<RegistrationLookupResult, CarSearchError>?
    ) -> JSONValue {
        guard let part else { return .null }
        switch part {
        case .failure(let error):
            var members = emptyMembers
            members["status"] = .string("failed")
            members["failure"] = failure(error)
            return .object(members)
        case .success(let result):
            var members = emptyMembers
            members["source"] = .string(result.source.isCache ? "cache" : "portal")
            members["fetchedAt"] = .string(DateText.iso8601(result.source.fetchedAt))
            members["failure"] = FailureJSON.object(orNull: result.serviceFailure)
            guard let registration = result.registration else {
                members["status"] = .string("notRegistered")
                return .object(members)
            }
            members["status"] = .string("answered")
            members.merge(recordMembers(registration.record)) { _, record in record }
            members.merge(duesMembers(registration.dues)) { _, dues in dues }
            return .object(members)
        }
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

    private static var emptyMembers: [String: JSONValue] {
        var members = Dictionary(uniqueKeysWithValues: recordKeys.map { ($0, JSONValue.null) })
        for key in ["status", "failure", "source", "fetchedAt"] { members[key] = .null }
        return members
    }

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

    private static func failure(_ error: CarSearchError) -> JSONValue {
        switch error {
        case .lookup(let error): FailureJSON.object(for: error)
        case .storage, .cancelled: FailureJSON.object(for: .networkError)
        }
    }

    private static func text(_ value: String?) -> JSONValue {
        value.map(safe) ?? .null
    }

    private static func safe(_ value: String) -> JSONValue {
        .string(ControlCharacterStripper.strip(value))
    }
}
