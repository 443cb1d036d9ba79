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
