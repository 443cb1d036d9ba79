import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The history tab's root: one line per search, newest first, as `platefinder history`
/// prints them (favourites marked).
enum HistoryScreen {
    /// The screen for `state` in `rows` rows; `favorites` holds the favourite plates, and
    /// `selection` records what the list shows.
    static func make(
        state: Loadable<[SearchHistoryItem]>, favorites: Set<Plate>,
        selection: inout ListSelection, rows: Int, context: ScreenContext
    ) -> ListScreen<SearchHistoryItem> {
        // A list being read again keeps its selection for when it arrives.
        guard let items = state.value else {
            return ListScreen(state: state, list: ScrollingList(items: [], selected: nil))
        }
        let lines = items.map {
            HistoryLine(
                item: $0, isFavorite: favorites.contains($0.plate),
                messages: context.messages, timeZone: context.timeZone
            ).text
        }
        let list = selection.list(
            lines, rows: rows, emptyMessage: context.messages.emptyHistory)
        return ListScreen(state: state, list: list)
    }
}
