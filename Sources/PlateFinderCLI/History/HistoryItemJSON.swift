import Foundation
import PlateFinderApp
import PlateFinderDomain

/// One element of the array `platefinder history --json` prints.
///
/// `{"plateNumber", "searchDate", "car", "fetchedAt", "failure", "isFavorite"}`: the plate;
/// when it was last searched and when `car` was fetched (ISO 8601 UTC; `fetchedAt` null
/// without a car); `car` is the vehicle object of `CarJSON` or null when no search found
/// one; `failure` is a `FailureJSON` object when the latest search failed, null otherwise.
public enum HistoryItemJSON {
    /// Every key the object has.
    public static let keys: Set<String> = [
        "plateNumber", "searchDate", "car", "fetchedAt", "failure", "isFavorite",
    ]

    /// The object for `item`.
    public static func object(for item: SearchHistoryItem, isFavorite: Bool) -> JSONValue {
        .object([
            "plateNumber": .string(ControlCharacterStripper.strip(item.plate.value)),
            "searchDate": .string(DateText.iso8601(item.searchDate)),
            "car": item.car.map(CarJSON.object(for:)) ?? .null,
            "fetchedAt": .string(orNull: item.carFetchedAt.map(DateText.iso8601)),
            "failure": FailureJSON.object(orNull: item.lastFailure.map { LookupFailure(.ant, $0) }),
            "isFavorite": .bool(isFavorite),
        ])
    }

    /// The array for `items`, in their order; `favorites` holds the favourite plates.
    public static func array(for items: [SearchHistoryItem], favorites: [Plate]) -> JSONValue {
        let favorites = Set(favorites)
        return .array(items.map { object(for: $0, isFavorite: favorites.contains($0.plate)) })
    }
}
