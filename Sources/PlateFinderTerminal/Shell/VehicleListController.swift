import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// A tab that lists plates, with the vehicle opened from the list on the tab's stack:
/// the history or the favourites, whichever `source` is. Removing goes through the
/// source's confirmation.
@MainActor
final class VehicleListController<Source: VehicleListSource>: TabController {
    /// What the tab lists.
    let source: Source
    private let router: VehicleRouter
    private let work: BackgroundWork
    private var selection = ListSelection()
    private var vehicle: OpenedVehicle

    init(
        source: Source, favorites: FavoritesViewModel, router: VehicleRouter,
        reminders: RenewalRemindersViewModel, work: BackgroundWork
    ) {
        self.source = source
        self.router = router
        self.work = work
        vehicle = OpenedVehicle(favorites: favorites, reminders: reminders, work: work)
    }

    var hasTextFocus: Bool { false }
    var pendingPrompt: AlertPrompt? { source.viewModel.pendingPrompt }

    var hints: [KeyHint] {
        if openedPlate != nil { return vehicle.hints(for: source.viewModel.opener) }
        guard !items.isEmpty else { return [] }
        return [KeyHint("Enter", .open), KeyHint("d", .remove)] + source.hints
    }

    func handle(_ key: Key) -> Bool {
        if let plate = openedPlate {
            return vehicle.handle(key, plate: plate, vehicle: source.viewModel.opener)
        }
        if selection.handle(key, count: items.count) { return true }
        guard let item = selection.selectedItem(in: items) else { return false }
        if key == .enter {
            vehicle.reset()
            router.showVehicle(source.plate(of: item))
            work.run { [source] in await source.open(item) }
        } else if key == .delete || key == .character("d") {
            source.requestRemove(item)
        } else {
            return source.handle(key, on: item, work: work)
        }
        return true
    }

    func goBack() -> Bool {
        guard openedPlate != nil else { return false }
        router.tabRouter.back()
        source.viewModel.closeOpened()
        vehicle.reset()
        return true
    }

    func didShow() {
        source.reload(in: work)
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        if let plate = openedPlate {
            vehicle.draw(
                plate, vehicle: source.viewModel.opener, in: rect, into: &buffer, context: context)
            return
        }
        let listRect = UnreadableRowsNotice.draw(
            source.unreadableRows, in: rect, into: &buffer, context: context)
        source.screen(selection: &selection, rows: listRect.height, context: context)
            .draw(in: listRect, into: &buffer, context: context)
    }

    private var items: [Source.Item] { source.items.value ?? [] }

    private var openedPlate: Plate? { OpenedVehicle.plate(on: router.tabRouter.path) }
}
