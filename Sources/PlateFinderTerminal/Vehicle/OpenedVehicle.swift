import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// A vehicle opened from a list and pushed on its tab, with the saved SRI and fines parts
/// the search tab shows: the card's scroll position, moved by the arrows, Page Up/Down,
/// Home and End; the favourite key (Ctrl-F), the reminders key with its status line, and
/// the fines key (Ctrl-E) that shows or hides each fine.
@MainActor
struct OpenedVehicle {
    private var scroll = ScrollPosition()
    private var finesExpanded = false
    private let favorites: FavoritesViewModel
    private let reminders: VehicleReminders
    private let work: BackgroundWork

    init(favorites: FavoritesViewModel, reminders: RenewalRemindersViewModel, work: BackgroundWork)
    {
        self.favorites = favorites
        self.reminders = VehicleReminders(viewModel: reminders, work: work)
        self.work = work
    }

    /// The plate of the vehicle on top of a tab's `path`, if one is there.
    static func plate(on path: [AppRoute]) -> Plate? {
        guard case .vehicle(let plate) = path.last else { return nil }
        return plate
    }

    /// What the keys of the vehicle `vehicle` holds do, most important first.
    func hints(for vehicle: VehicleReportViewModel) -> [KeyHint] {
        var hints = [KeyHint("Esc", .back), KeyHint("^F", .toggleFavorite)]
        if VehicleReminders.canCreate(from: vehicle) { hints.append(VehicleReminders.hint) }
        if FinesPart.canToggle(vehicle.report) { hints.append(FinesPart.hint) }
        return hints + [KeyHint("↑↓", .scroll)]
    }

    /// Handles `key` for the vehicle of `plate` that `vehicle` holds; false for keys it has
    /// no use for.
    mutating func handle(_ key: Key, plate: Plate, vehicle: VehicleReportViewModel) -> Bool {
        if key == VehicleReminders.key {
            return reminders.create(from: vehicle)
        }
        if key == FinesPart.key {
            guard FinesPart.canToggle(vehicle.report) else { return false }
            finesExpanded.toggle()
            return true
        }
        guard key == .control("f") else { return scroll(for: key) }
        work.run { [favorites] in await favorites.toggle(plate) }
        return true
    }

    /// Back to the top, fines folded, with no reminders outcome, for the next vehicle.
    mutating func reset() {
        scroll.reset()
        finesExpanded = false
        reminders.reset()
    }

    /// Draws the vehicle of `plate` that `vehicle` holds into `rect`.
    mutating func draw(
        _ plate: Plate, vehicle: VehicleReportViewModel, in rect: Rect,
        into buffer: inout ScreenBuffer, context: ScreenContext
    ) {
        let isFavorite = favorites.plates.value.map { $0.contains(plate) }
        var body = VehicleStateView(
            vehicle, plate: plate, isFavorite: isFavorite, idleText: nil,
            finesExpanded: finesExpanded)
        let bodyRect = VehicleScreen.bodyRect(in: rect)
        body.offset = scroll.fit(limit: body.scrollLimit(in: bodyRect, context: context))
        VehicleScreen(plate: plate, body: body).draw(in: rect, into: &buffer, context: context)
        reminders.drawStatus(
            for: plate, in: rect.rows(from: 1, count: 1), into: &buffer, context: context)
    }

    /// Scrolls for `key`; false for keys that do not scroll.
    private mutating func scroll(for key: Key) -> Bool {
        switch key {
        case .up: scroll.move(by: -1)
        case .down: scroll.move(by: 1)
        case .pageUp: scroll.move(by: -10)
        case .pageDown: scroll.move(by: 10)
        case .home: scroll.move(by: Int.min / 2)
        case .end: scroll.move(by: Int.max / 2)
        case .character, .enter, .backspace, .delete, .tab, .backTab, .left, .right, .escape,
            .interrupt, .suspend, .control, .paste:
            return false
        }
        return true
    }
}
