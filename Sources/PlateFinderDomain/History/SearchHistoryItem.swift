import Foundation

/// One plate in the search history: when it was last searched, and the last vehicle the
/// portal gave for it.
public struct SearchHistoryItem: Equatable, Sendable {
    /// The normalized plate, e.g. `PBX1234`.
    public let plateNumber: String
    /// When the plate was last searched.
    public let searchDate: Date
    /// The last vehicle the portal gave for the plate; nil when no search succeeded yet.
    public let car: Car?
    /// When `car` was fetched from the portal; nil when there is no car.
    public let carFetchedAt: Date?
    /// Why the latest search failed; nil when it succeeded.
    public let lastFailure: CarInfoError?

    /// An item as stored.
    public init(
        plateNumber: String, searchDate: Date, car: Car?, carFetchedAt: Date? = nil,
        lastFailure: CarInfoError? = nil
    ) {
        self.plateNumber = plateNumber
        self.searchDate = searchDate
        self.car = car
        self.carFetchedAt = car == nil ? nil : (carFetchedAt ?? searchDate)
        self.lastFailure = lastFailure
    }

    /// A search that found `car` at `date`.
    public static func success(_ plate: Plate, car: Car, at date: Date) -> SearchHistoryItem {
        SearchHistoryItem(plateNumber: plate.value, searchDate: date, car: car, carFetchedAt: date)
    }

    /// A search that failed with `error` at `date`.
    public static func failure(
        _ plate: Plate, error: CarInfoError, at date: Date
    )
        -> SearchHistoryItem
    {
        SearchHistoryItem(plateNumber: plate.value, searchDate: date, car: nil, lastFailure: error)
    }
}
