import Foundation
import PlateFinderDomain

/// The JSON object `platefinder find --json` and `history show --json` print.
///
/// The vehicle's keys exactly as `CarJSON` writes them, plus `source` (`"portal"` or
/// `"cache"`), `fetchedAt` (ISO 8601 UTC: when the portal gave this vehicle),
/// `portalFailure` (a `FailureJSON` object when the saved copy stood in for a failed
/// lookup, null otherwise) and `isFavorite`.
public enum CarSearchJSON {
    /// The keys added to the vehicle's.
    public static let searchKeys: Set<String> = [
        "source", "fetchedAt", "portalFailure", "isFavorite",
    ]

    /// The members the object has when the ANT gave no vehicle for `plate` (it failed with
    /// `failure`, or was not asked): every vehicle key null but those the plate itself
    /// tells (format, province, registration month), `portalFailure` and `isFavorite`.
    public static func unansweredMembers(
        for plate: Plate, failure: CarInfoError?, isFavorite: Bool
    ) -> [String: JSONValue] {
        var members = Dictionary(
            uniqueKeysWithValues: (CarJSON.keys.union(searchKeys)).map { ($0, JSONValue.null) })
        members["plate"] = .string(ControlCharacterStripper.strip(plate.value))
        members["format"] = .string(PlateValidator.validate(plate).rawValue)
        members["province"] = .string(orNull: Province(plate: plate)?.name)
        members["registrationMonth"] = .int(
            orNull: RegistrationCalendar.registrationMonth(for: plate))
        members["portalFailure"] = FailureJSON.object(orNull: failure)
        members["isFavorite"] = .bool(isFavorite)
        return members
    }

    /// The object for `result`.
    public static func object(for result: CarSearchResult) -> JSONValue {
        guard case .object(var members) = CarJSON.object(for: result.car) else {
            return CarJSON.object(for: result.car)
        }
        let source =
            switch result.source {
            case .portal: "portal"
            case .cache: "cache"
            }
        members["source"] = .string(source)
        members["fetchedAt"] = .string(DateText.iso8601(result.source.fetchedAt))
        members["portalFailure"] = FailureJSON.object(orNull: result.portalFailure)
        members["isFavorite"] = .bool(result.isFavorite)
        return .object(members)
    }
}
