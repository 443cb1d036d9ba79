import Foundation

/// The rules of the search history and the saved vehicles, defined once for every store.
///
/// The history lists searches: newest first, at most `maximumItems`, one item per plate.
/// Each plate's saved vehicle lives apart from it: a search that found a vehicle replaces
/// it, a failed search keeps the one saved before, and the history's cap never evicts it;
/// only removing the plate from the history (unless it is a favourite) or an explicit prune
/// does.
public enum SearchHistoryPolicy {
    /// How many plates the history keeps.
    public static let maximumItems = 50

    /// The plate's saved vehicle after `search`, given the one saved before.
    public static func savedVehicle(
        after search: SearchHistoryItem, previous: SavedVehicle?
    ) -> SavedVehicle? {
        search.savedVehicle ?? previous.flatMap { $0.plate == search.plate ? $0 : nil }
    }

    /// `history` (newest first) after recording `search`: the plate moves to the top, and
    /// the oldest items beyond the cap are dropped. Items keep whatever vehicle they show.
    public static func recording(
        _ search: SearchHistoryItem, in history: [SearchHistoryItem]
    )
        -> [SearchHistoryItem]
    {
        let others = history.filter { $0.plate != search.plate }
        return Array(([search] + others).prefix(maximumItems))
    }
}
