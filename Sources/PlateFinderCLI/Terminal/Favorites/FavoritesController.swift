import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The favourites tab: the favourite plates, and the vehicle opened from them on the tab's
/// stack. Removing goes through the view model's confirmation.
@MainActor
final class FavoritesController: TabController {
    let viewModel: FavoritesViewModel
    private let router: FavoritesRouter
    private let work: BackgroundWork
    private var selection = ListSelection()
    private var vehicle: OpenedVehicle

    init(
        viewModel: FavoritesViewModel, router: FavoritesRouter,
        reminders: RenewalRemindersViewModel, work: BackgroundWork
    ) {
        self.viewModel = viewModel
        self.router = router
        self.work = work
        vehicle = OpenedVehicle(favorites: viewModel, reminders: reminders, work: work)
    }

    var hasTextFocus: Bool { false }
    var pendingPrompt: AlertPrompt? { viewModel.pendingPrompt }

    var hints: [KeyHint] {
        if openedPlate != nil { return OpenedVehicle.hints }
        return plates.isEmpty ? [] : [KeyHint("Enter", .open), KeyHint("d", .remove)]
    }

    func handle(_ key: Key) -> Bool {
        if let plate = openedPlate {
            return vehicle.handle(key, plate: plate, state: opened(plate))
        }
        if selection.handle(key, count: plates.count) { return true }
        guard let plate = selection.selectedItem(in: plates) else { return false }
        if key == .enter {
            vehicle.reset()
            router.showVehicle(plate)
            work.run { [viewModel] in await viewModel.open(plate) }
        } else if key == .delete || key == .character("d") {
            viewModel.requestRemove(plate)
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
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        if let plate = openedPlate {
            vehicle.draw(plate, state: opened(plate), in: rect, into: &buffer, context: context)
            return
        }
        FavoritesScreen.make(
            state: viewModel.plates, selection: &selection, rows: rect.height, context: context
        ).draw(in: rect, into: &buffer, context: context)
    }

    private var plates: [Plate] { viewModel.plates.value ?? [] }

    /// The lookup of the vehicle opened for `plate`; idle until it starts.
    private func opened(_ plate: Plate) -> Loadable<CarSearchResult> {
        viewModel.openedPlate == plate ? viewModel.opened : .idle
    }

    private var openedPlate: Plate? { OpenedVehicle.plate(on: router.path) }
}
