import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The favourites tab's list: the favourite plates, newest first.
@MainActor
struct FavoritesList: VehicleListSource {
    /// The favourites.
    let viewModel: FavoritesViewModel

    var items: Loadable<[Plate]> { viewModel.plates }
    var unreadableRows: [UnreadableRow] { viewModel.unreadableRows }
    var hints: [KeyHint] { [] }

    func plate(of item: Plate) -> Plate { item }

    func open(_ item: Plate) async {
        await viewModel.open(item)
    }

    func requestRemove(_ item: Plate) {
        viewModel.requestRemove(item)
    }

    func handle(_ key: Key, on item: Plate, work: BackgroundWork) -> Bool {
        false
    }

    func reload(in work: BackgroundWork) {
        work.run { [viewModel] in await viewModel.load() }
    }

    func screen(
        selection: inout ListSelection, rows: Int, context: ScreenContext
    ) -> ListScreen<Plate> {
        FavoritesScreen.make(
            state: viewModel.plates, saved: viewModel.saved, selection: &selection, rows: rows,
            context: context)
    }
}
