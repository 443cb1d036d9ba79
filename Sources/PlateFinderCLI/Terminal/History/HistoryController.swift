import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The history tab: the list of searches, and the vehicle opened from it on the tab's
/// stack. Removing and clearing go through the view model's confirmation.
@MainActor
final class HistoryController: TabController {
    let viewModel: HistoryViewModel
    private let favorites: FavoritesViewModel
    private let router: HistoryRouter
    private let work: BackgroundWork
    private var selection = ListSelection()
    private var vehicle: OpenedVehicle

    init(
        viewModel: HistoryViewModel, favorites: FavoritesViewModel, router: HistoryRouter,
        reminders: RenewalRemindersViewModel, work: BackgroundWork
    ) {
        self.viewModel = viewModel
        self.favorites = favorites
        self.router = router
        self.work = work
        vehicle = OpenedVehicle(favorites: favorites, reminders: reminders, work: work)
    }

    var hasTextFocus: Bool { false }
    var pendingPrompt: AlertPrompt? { viewModel.pendingPrompt }

    var hints: [KeyHint] {
        if openedPlate != nil { return OpenedVehicle.hints }
        guard !items.isEmpty else { return [] }
        return [
            KeyHint("Enter", .open), KeyHint("d", .remove), KeyHint("c", .clearHistory),
            KeyHint("^F", .toggleFavorite),
        ]
    }

    func handle(_ key: Key) -> Bool {
        if let plate = openedPlate {
            return vehicle.handle(key, plate: plate, state: opened(plate))
        }
        if selection.handle(key, count: items.count) { return true }
        guard let item = selection.selectedItem(in: items) else { return false }
        if key == .enter {
            open(item)
        } else if key == .delete || key == .character("d") {
            viewModel.requestRemove(item)
        } else if key == .character("c") {
            viewModel.requestClear()
        } else if key == .control("f") {
            work.run { [favorites] in await favorites.toggle(item.plate) }
        } else {
            return false
        }
        return true
    }

    func goBack() -> Bool {
        guard openedPlate != nil else { return false }
        router.back()
        viewModel.closeOpened()
        vehicle.reset()
        return true
    }

    func didShow() {
        work.run { [viewModel] in await viewModel.load() }
        work.run { [favorites] in await favorites.load() }
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        if let plate = openedPlate {
            vehicle.draw(plate, state: opened(plate), in: rect, into: &buffer, context: context)
            return
        }
        HistoryScreen.make(
            state: viewModel.items, favorites: Set(favorites.plates.value ?? []),
            selection: &selection, rows: rect.height, context: context
        ).draw(in: rect, into: &buffer, context: context)
    }

    private var items: [SearchHistoryItem] { viewModel.items.value ?? [] }

    /// The lookup of the vehicle opened for `plate`; idle until it starts.
    private func opened(_ plate: Plate) -> Loadable<CarSearchResult> {
        viewModel.openedPlate == plate ? viewModel.opened : .idle
    }

    private var openedPlate: Plate? { OpenedVehicle.plate(on: router.path) }

    private func open(_ item: SearchHistoryItem) {
        vehicle.reset()
        router.showVehicle(item.plate)
        work.run { [viewModel] in await viewModel.open(item) }
    }
}
