import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The favourites' Due screen: one line per item, overdue first, with its day, what falls
/// due, what to do and the age of the saved answer it comes from; a late or blocked item
/// stands out (`UrgentText`), and a line too wide ends in `…`.
enum DueScreen {
    /// The screen for `state` in `rows` rows, ages counted up to `now`; `selection`
    /// records what the list shows.
    static func make(
        state: Loadable<[DueItem]>, now: Date, selection: inout ListSelection, rows: Int,
        context: ScreenContext
    ) -> ListScreen<DueItem> {
        guard let items = state.value else {
            return ListScreen(state: state, list: ScrollingList(items: [], selected: nil))
        }
        let colors = context.theme.colors
        let lines = items.map {
            DueLine.line(for: $0, messages: context.messages, now: now) {
                UrgentText.marked($0, colors: colors)
            }
        }
        var list = selection.list(
            lines, rows: rows, emptyMessage: context.messages.nothingDueForFavorites)
        list.urgentItems = Set(items.indices.filter { DueLine.isUrgent(items[$0]) })
        list.ellipsizes = true
        return ListScreen(state: state, list: list)
    }
}
