import Foundation

/// One plate in the search history: when it was last searched, how that search ended, and
/// the plate's saved vehicle (the last one the portal gave, kept apart from the history).
public struct SearchHistoryItem: Equatable, Sendable {
    /// The plate, e.g. `PBX1234`.
    public let plate: Plate
    /// When the plate was last searched.
    public let searchDate: Date
    /// The plate's saved vehicle; nil when no search succeeded yet (or it was removed).
    public let car: Car?
    /// When `car` was fetched from the portal; nil when there is no car.
    public let carFetchedAt: Date?
    /// Why the latest search of the ANT's page gave no vehicle ("no data" included); nil
    /// when it found one.
    public let lastFailure: LookupFailureReason?

    /// An item as stored.
    public init(
        plate: Plate, searchDate: Date, car: Car?, carFetchedAt: Date? = nil,
        lastFailure: LookupFailureReason? = nil
    ) {
        self.plate = plate
        self.searchDate = searchDate
        self.car = car
        self.carFetchedAt = car == nil ? nil : (carFetchedAt ?? searchDate)
        self.lastFailure = lastFailure
    }

    /// A search that found `car` at `date`.
    public static func success(_ plate: Plate, car: Car, at date: Date) -> SearchHistoryItem {
        SearchHistoryItem(plate: plate, searchDate: date, car: car, carFetchedAt: date)
    }

    /// The plate's saved vehicle, when the item has one.
    public var savedVehicle: SavedVehicle? {
        guard let car, let carFetchedAt else { return nil }
        return SavedVehicle(plate: plate, car: car, fetchedAt: carFetchedAt)
    }

    /// The item showing `saved` as the plate's vehicle (none when nil).
    public func showing(_ saved: SavedVehicle?) -> SearchHistoryItem {
        SearchHistoryItem(
            plate: plate, searchDate: searchDate, car: saved?.car, carFetchedAt: saved?.fetchedAt,
            lastFailure: lastFailure)
    }

    /// A search that gave no vehicle, for `reason`, at `date`.
    public static func failure(
        _ plate: Plate, reason: LookupFailureReason, at date: Date
    ) -> SearchHistoryItem {
        SearchHistoryItem(plate: plate, searchDate: date, car: nil, lastFailure: reason)
    }
}
