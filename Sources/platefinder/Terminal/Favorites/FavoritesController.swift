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
    private var vehicle = OpenedVehicle()
    private let reminders: VehicleReminders

    init(
        viewModel: FavoritesViewModel, router: FavoritesRouter,
        reminders: RenewalRemindersViewModel, work: BackgroundWork
    ) {
        self.viewModel = viewModel
        self.router = router
        self.work = work
        self.reminders = VehicleReminders(viewModel: reminders, work: work)
    }

    var hasTextFocus: Bool { false }
    var pendingPrompt: AlertPrompt? { viewModel.pendingPrompt }

    var hints: [KeyHint] {
        if openedPlate != nil {
            return [
                KeyHint("Esc", .back), KeyHint("^F", .toggleFavorite), VehicleReminders.hint,
                KeyHint("↑↓", .scroll),
            ]
        }
        return plates.isEmpty ? [] : [KeyHint("Enter", .open), KeyHint("d", .remove)]
    }

    func handle(_ key: Key) -> Bool {
        if let plate = openedPlate {
            if key == VehicleReminders.key { return reminders.create(from: opened(plate).value) }
            guard key == .control("f") else { return vehicle.handle(key) }
            work.run { [viewModel] in await viewModel.toggle(plate) }
            return true
        }
        if selection.handle(key, count: plates.count) { return true }
        guard let index = selection.selected(in: plates.count) else { return false }
        let plate = plates[index]
        if key == .enter {
            vehicle.reset()
            reminders.reset()
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
        reminders.reset()
        return true
    }

    func didShow() {
        work.run { [viewModel] in await viewModel.load() }
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        if let plate = openedPlate {
            let state = opened(plate)
            let isFavorite = viewModel.plates.value.map { $0.contains(plate) }
            vehicle.draw(
                plate, state: state, isFavorite: isFavorite, in: rect, into: &buffer,
                context: context)
            reminders.drawStatus(
                for: plate, in: rect.rows(from: 1, count: 1), into: &buffer, context: context)
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

    private var openedPlate: Plate? {
        guard case .vehicle(let plate) = router.path.last else { return nil }
        return plate
    }
}
