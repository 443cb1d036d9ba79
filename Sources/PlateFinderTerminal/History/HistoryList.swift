import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The history tab's list: the searches, favourites marked; `c` clears the history and
/// Ctrl-F makes the selected plate a favourite or no longer one.
@MainActor
struct HistoryList: VehicleListSource {
    /// The searches.
    let viewModel: HistoryViewModel
    /// The favourites, which mark the searches and which Ctrl-F changes.
    let favorites: FavoritesViewModel

    var items: Loadable<[SearchHistoryItem]> { viewModel.items }
    var unreadableRows: [UnreadableRow] { viewModel.unreadableRows }
    var hints: [KeyHint] { [KeyHint("c", .clearHistory), KeyHint("^F", .toggleFavorite)] }

    func plate(of item: SearchHistoryItem) -> Plate { item.plate }

    func open(_ item: SearchHistoryItem) async {
        await viewModel.open(item)
    }

    func requestRemove(_ item: SearchHistoryItem) {
        viewModel.requestRemove(item)
    }

    func handle(_ key: Key, on item: SearchHistoryItem, work: BackgroundWork) -> Bool {
        if key == .character("c") {
            viewModel.requestClear()
        } else if key == .control("f") {
            work.run { [favorites] in await favorites.toggle(item.plate) }
        } else {
            return false
        }
        return true
    }

    func reload(in work: BackgroundWork) {
        work.run { [viewModel] in await viewModel.load() }
        work.run { [favorites] in await favorites.load() }
    }

    func screen(
        selection: inout ListSelection, rows: Int, context: ScreenContext
    ) -> ListScreen<SearchHistoryItem> {
        HistoryScreen.make(
            state: viewModel.items, favorites: Set(favorites.plates.value ?? []),
            selection: &selection, rows: rows, context: context)
    }
}
