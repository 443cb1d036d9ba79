import Foundation
import PlateFinderDomain

/// A batch's results as JSON Lines: one compact object per plate, the object `find --json`
/// prints plus what a batch adds.
///
/// The vehicle keys are `CarJSON`'s, from the ANT's answer (null but for the plate's own
/// `plate`, `format`, `province` and `registrationMonth` when the ANT gave none); `source`
/// and `fetchedAt` are the row's (`BatchRow`); `portalFailure` is why the ANT gave no
/// answer (a `FailureJSON` object) or null; then `isFavorite`, `status` (`found`,
/// `noData`, `partial`, `failed`) and `registration`: null when the SRI was not asked,
/// else `{"status", "month", "year", "amountDue", "expirationDate", "fetchedAt",
/// "failure"}` — `status` a code as in the CSV, `month` and `year` those it names,
/// `amountDue` a decimal string. `pendingFines` is `find --json`'s `{"count", "total"}`
/// from the fines grid when it was asked (null when it gave no answer), else null.
public enum BatchJSONLine {
    /// The keys added to the vehicle search's (`CarJSON`'s and `CarSearchJSON`'s).
    public static let batchKeys: Set<String> = ["status", "registration", "pendingFines"]

    /// The line for `result`, ended by a newline.
    public static func line(for result: BatchResult, isFavorite: Bool) -> String {
        object(for: result, isFavorite: isFavorite).compactText + "\n"
    }

    /// The object for `result`.
    public static func object(for result: BatchResult, isFavorite: Bool) -> JSONValue {
        let row = BatchRow(result)
        var members = vehicle(result)
        members["source"] = .string(orNull: row.source?.rawValue)
        members["fetchedAt"] = .string(orNull: row.fetchedAt.map(DateText.iso8601))
        members["portalFailure"] = FailureJSON.object(orNull: failure(of: result.ant))
        members["isFavorite"] = .bool(isFavorite)
        members["status"] = .string(result.status.rawValue)
        members["registration"] = result.sri.map { registration($0, row: row) } ?? .null
        members["pendingFines"] = pendingFines(result.fines)
        return .object(members)
    }

    private static func vehicle(_ result: BatchResult) -> [String: JSONValue] {
        if let car = result.ant?.answer?.answer,
            case .object(let members) = CarJSON.object(for: car)
        {
            return members
        }
        var members = Dictionary(uniqueKeysWithValues: CarJSON.keys.map { ($0, JSONValue.null) })
        let plate = result.plate
        members["plate"] = .string(ControlCharacterStripper.strip(plate.value))
        members["format"] = .string(PlateValidator.validate(plate).rawValue)
        members["province"] = .string(orNull: Province(plate: plate)?.name)
        members["registrationMonth"] = .int(
            orNull: RegistrationCalendar.registrationMonth(for: plate))
        return members
    }

    private static func registration(
        _ part: BatchPart<SRIRegistration>, row: BatchRow
    ) -> JSONValue {
        let (month, year): (Int?, Int?) =
            switch row.registrationStatus {
            case .paidUp(let year): (nil, year)
            case .dueLater(let month), .dueThisMonth(let month): (month, nil)
            case .late(let year, let month): (month, year)
            case .unknown: (nil, nil)
            }
        let record = part.answer?.answer?.record
        return .object([
            "status": .string(BatchCodes.registrationStatus(row.registrationStatus)),
            "month": .int(orNull: month),
            "year": .int(orNull: year),
            "amountDue": .string(orNull: part.answer?.answer?.dues.total.decimalText),
            "expirationDate": .string(orNull: record?.registrationExpirationDate?.isoString),
            "fetchedAt": .string(orNull: part.answer.map { DateText.iso8601($0.fetchedAt) }),
            "failure": FailureJSON.object(orNull: failure(of: part)),
        ])
    }

    private static func pendingFines(_ part: BatchPart<FineList>?) -> JSONValue {
        guard let pending = part?.answer?.answer else { return .null }
        return .object(["count": .int(pending.count), "total": .string(pending.total.decimalText)])
    }

    private static func failure<Answer>(of part: BatchPart<Answer>?) -> CarInfoError? {
        if case .failed(let error)? = part { return error }
        return nil
    }
}
