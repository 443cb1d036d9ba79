import Foundation
import PlateFinderApp
import PlateFinderDomain

/// The JSON object `platefinder find --json` and `history show --json` print for a report,
/// and that each batch JSONL row extends.
///
/// - The vehicle's keys exactly as `CarJSON` writes them, from the ANT's answer (null but
///   for the plate's own `plate`, `format`, `province` and `registrationMonth` when the
///   ANT gave none), then `source` (`"portal"` or `"cache"`), `fetchedAt` (ISO 8601 UTC:
///   when the ANT gave this vehicle), `portalFailure` (a `FailureJSON` object when the ANT
///   failed or its saved copy stood in, null otherwise) and `isFavorite`.
/// - `identity`: `{"make", "model", "year", "source"}`, the ANT's vehicle, else the SRI's
///   record (`source` `"ant"` or `"sri"`); null when neither said.
/// - `registrationStatus` and `registrationDeadline` (`YYYY-MM-DD`, the last day of the
///   registration payment that matters; null for a plate without a registration month).
/// - `pendingFines`: `{"count", "total"}` of the fines grid's pending fines; null when the
///   grid was not asked, gave no answer, or its pending fines could not be read.
/// - `ant`, `finesGrid` and `sri`: each source's part (`ReportPartJSON`; the SRI's as
///   `RegistrationJSON`), null when not asked; `finesGrid` adds `unread`, the statuses
///   whose fines could not be read.
public enum VehicleReportJSON {
    /// The keys added to the vehicle's (`CarJSON`'s).
    public static let reportKeys: Set<String> = [
        "source", "fetchedAt", "portalFailure", "isFavorite", "identity", "registrationStatus",
        "registrationDeadline", "pendingFines", "ant", "finesGrid", "sri",
    ]

    /// The object for `report`, whose plate `isFavorite`.
    public static func object(for report: VehicleReport, isFavorite: Bool) -> JSONValue {
        .object(members(for: report, isFavorite: isFavorite))
    }

    /// The object's members.
    public static func members(
        for report: VehicleReport, isFavorite: Bool
    ) -> [String: JSONValue] {
        var members = vehicleMembers(report)
        let facts = report.facts
        members["isFavorite"] = .bool(isFavorite)
        members["identity"] = facts.identity.map(identity) ?? .null
        members["registrationStatus"] = RegistrationJSON.object(
            for: facts.registration?.status ?? .unknown)
        members["registrationDeadline"] = .string(orNull: facts.registration?.deadline.isoString)
        members["pendingFines"] = pendingFines(facts.pendingFines)
        members["ant"] = ReportPartJSON.members(of: report.ant).map(JSONValue.object) ?? .null
        members["finesGrid"] = finesGrid(report.fines)
        members["sri"] = RegistrationJSON.object(for: report.sri)
        return members
    }

    /// The ANT's vehicle keys, and where the vehicle came from.
    private static func vehicleMembers(_ report: VehicleReport) -> [String: JSONValue] {
        let noData = report.ant.origin != nil && report.ant.answer == nil
        let failure = report.ant.failure ?? (noData ? LookupFailure(.ant, .noData) : nil)
        guard let car = report.ant.answer, let origin = report.ant.origin,
            case .object(var members) = CarJSON.object(for: car)
        else {
            var members = Dictionary(
                uniqueKeysWithValues: CarJSON.keys.map { ($0, JSONValue.null) })
            // What the plate itself tells, as `validate --json` says it.
            if case .object(let plate) = PlateSummary(text: report.plate.value).jsonObject {
                members.merge(plate) { $1 }
            }
            members["source"] = .null
            members["fetchedAt"] = .null
            members["portalFailure"] = FailureJSON.object(orNull: failure)
            return members
        }
        members["source"] = .string(origin.isSavedCopy ? "cache" : "portal")
        members["fetchedAt"] = .string(DateText.iso8601(origin.fetchedAt))
        members["portalFailure"] = FailureJSON.object(orNull: failure)
        return members
    }

    private static func identity(_ identity: VehicleIdentity) -> JSONValue {
        let safe = { (text: String?) in
            JSONValue.string(orNull: text.map(ControlCharacterStripper.strip))
        }
        return .object([
            "make": safe(identity.make), "model": safe(identity.model),
            "year": .int(orNull: identity.year.flatMap(CarJSON.number)),
            "source": .string(identity.source.rawValue),
        ])
    }

    private static func pendingFines(_ fines: PendingFines) -> JSONValue {
        guard case .listed(let list, _) = fines else { return .null }
        return .object(["count": .int(list.count), "total": .string(list.total.decimalText)])
    }

    private static func finesGrid(_ part: ReportPart<FinesReport>) -> JSONValue {
        guard var members = ReportPartJSON.members(of: part) else { return .null }
        members["unread"] =
            part.answer.map { report in
                .array(report.unread.map(FinesJSON.unread))
            } ?? .null
        return .object(members)
    }
}
