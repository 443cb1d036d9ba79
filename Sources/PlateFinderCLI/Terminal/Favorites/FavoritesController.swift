import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The favourites tab: the favourite plates, and the vehicle or the Due screen opened from
/// them on the tab's stack. Removing goes through the view model's confirmation.
@MainActor
final class FavoritesController: TabController {
    let viewModel: FavoritesViewModel
    private let router: FavoritesRouter
    private let work: BackgroundWork
    private let due: DueViewModel?
    private var selection = ListSelection()
    private var dueSelection = ListSelection()
    private var vehicle: OpenedVehicle

    /// The tab over `viewModel`; `due`, when given, is the Due screen `u` opens.
    init(
        viewModel: FavoritesViewModel, router: FavoritesRouter,
        reminders: RenewalRemindersViewModel, work: BackgroundWork, due: DueViewModel? = nil
    ) {
        self.viewModel = viewModel
        self.router = router
        self.work = work
        self.due = due
        vehicle = OpenedVehicle(favorites: viewModel, reminders: reminders, work: work)
    }

    var hasTextFocus: Bool { false }
    var pendingPrompt: AlertPrompt? { viewModel.pendingPrompt }

    var hints: [KeyHint] {
        if openedPlate != nil { return OpenedVehicle.hints }
        if isShowingDue { return [KeyHint("Esc", .back)] }
        let dueHint = due == nil ? [] : [KeyHint("u", .showDue)]
        return (plates.isEmpty ? [] : [KeyHint("Enter", .open), KeyHint("d", .remove)]) + dueHint
    }

    func handle(_ key: Key) -> Bool {
        if let plate = openedPlate {
            return vehicle.handle(key, plate: plate, state: opened(plate))
        }
        if let due, isShowingDue {
            return dueSelection.handle(key, count: due.items.value?.count ?? 0)
        }
        if let due, key == .character("u") {
            dueSelection = ListSelection()
            router.showDue()
            work.run { await due.load() }
            return true
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
        if isShowingDue { return router.back() }
        guard openedPlate != nil else { return false }
        router.back()
        viewModel.closeOpened()
        vehicle.reset()
        return true
    }

    func didShow() {
        work.run { [viewModel] in await viewModel.load() }
        if let due, isShowingDue { work.run { await due.load() } }
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        if let plate = openedPlate {
            vehicle.draw(plate, state: opened(plate), in: rect, into: &buffer, context: context)
            return
        }
        if let due, isShowingDue {
            DueScreen.make(
                state: due.items, now: due.currentDate, selection: &dueSelection,
                rows: rect.height, context: context
            ).draw(in: rect, into: &buffer, context: context)
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

    private var isShowingDue: Bool { router.path.last == .due }
}
