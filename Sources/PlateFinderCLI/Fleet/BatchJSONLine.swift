import Foundation
import PlateFinderApp
import PlateFinderDomain

/// A batch's results as JSON Lines: one compact object per plate, the object `find --json`
/// prints for its report (`VehicleReportJSON`) plus what a batch adds: `line` (the input
/// line it was read on), `input` (the text written there), `status` (`found`, `noData`,
/// `partial`, `failed`), `findings` (every finding of the purchase check, most serious
/// first, each as `check --json` writes it, its text in the chosen language; `[]` without
/// any) and, deprecated, `registration`: null when the SRI was not asked, else `{"status",
/// "month", "year", "amountDue", "expirationDate", "fetchedAt", "failure"}` — `status` a
/// code as in the CSV, `month` and `year` those it names, `amountDue` a decimal string
/// (null when the SRI did not say). `find --json`'s `registrationStatus`, `sri` and
/// `registrationDeadline` say the same and more.
public enum BatchJSONLine {
    /// The keys added to the report's (`VehicleReportJSON`'s).
    public static let batchKeys: Set<String> = [
        "line", "input", "status", "findings", "registration",
    ]

    /// The line for `report`, read from `tag`'s input line, its findings worded by
    /// `messages`, ended by a newline.
    public static func line(
        for report: VehicleReport, tag: BatchInputTag, isFavorite: Bool, messages: Messages
    ) -> String {
        object(for: report, tag: tag, isFavorite: isFavorite, messages: messages).compactText
            + "\n"
    }

    /// The object for `report`, read from `tag`'s input line, its findings worded by
    /// `messages`.
    public static func object(
        for report: VehicleReport, tag: BatchInputTag, isFavorite: Bool, messages: Messages
    ) -> JSONValue {
        var members = VehicleReportJSON.members(for: report, isFavorite: isFavorite)
        members["line"] = .int(tag.line)
        members["input"] = .string(ControlCharacterStripper.strip(tag.input))
        members["status"] = .string(BatchPlateStatus(report).rawValue)
        members["findings"] = .array(
            PurchaseCheck(report: report).findings.map {
                PurchaseFindingJSON.object(for: $0, messages: messages)
            })
        members["registration"] = registration(report)
        return .object(members)
    }

    private static func registration(_ report: VehicleReport) -> JSONValue {
        guard report.asked(.sri) else { return .null }
        let status = report.facts.registration?.status ?? .unknown
        let (month, year) = RegistrationJSON.monthAndYear(of: status)
        let registration = report.sri.answer
        return .object([
            "status": .string(BatchCodes.registrationStatus(status)),
            "month": .int(orNull: month),
            "year": .int(orNull: year),
            "amountDue": .string(orNull: registration?.dues.total?.decimalText),
            "expirationDate": .string(
                orNull: registration?.record.registrationExpirationDate?.isoString),
            "fetchedAt": .string(orNull: report.sri.origin.map { DateText.iso8601($0.fetchedAt) }),
            "failure": FailureJSON.object(orNull: report.sri.failure),
        ])
    }
}
