import Foundation

/// The rules of the search history, defined once for every store.
///
/// Newest first, at most `maximumItems`, one item per plate; a failed search keeps the
/// vehicle an earlier search found.
public enum SearchHistoryPolicy {
    /// How many plates the history keeps.
    public static let maximumItems = 50

    /// The item that stands for the plate after `search`, given what was stored before.
    public static func merge(
        _ search: SearchHistoryItem, over previous: SearchHistoryItem?
    )
        -> SearchHistoryItem
    {
        guard search.car == nil, let previous, previous.plateNumber == search.plateNumber,
            let cachedCar = previous.car
        else { return search }
        return SearchHistoryItem(
            plateNumber: search.plateNumber, searchDate: search.searchDate, car: cachedCar,
            carFetchedAt: previous.carFetchedAt, lastFailure: search.lastFailure)
    }

    /// `history` (newest first) after recording `search`: the plate moves to the top with
    /// the merged item, and the oldest items beyond the cap are dropped.
    public static func recording(
        _ search: SearchHistoryItem, in history: [SearchHistoryItem]
    )
        -> [SearchHistoryItem]
    {
        let previous = history.first { $0.plateNumber == search.plateNumber }
        let others = history.filter { $0.plateNumber != search.plateNumber }
        return Array(([merge(search, over: previous)] + others).prefix(maximumItems))
    }

    /// Whether a lookup that ended with `error` is history: one that never happened
    /// (an invalid plate) is not.
    public static func isRecorded(_ error: CarInfoError) -> Bool {
        switch error {
        case .invalidPlateFormat: false
        case .networkError, .serverError, .noDataFound, .parsingError, .timeout,
            .portalUnavailable:
            true
        }
    }
}
