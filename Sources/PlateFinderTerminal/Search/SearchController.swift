import PlateFinderPresentation
import TerminalUI

/// The search tab: typing edits the plate field, bound to the view model's text; Enter
/// searches, Ctrl-F toggles the favourite, Ctrl-T creates the vehicle's reminders, Ctrl-E
/// shows or hides each fine, the arrows scroll the card.
@MainActor
final class SearchController: TabController {
    /// The longest text the field takes; anything longer cannot be a plate.
    static let maximumInput = 16

    let viewModel: PlateSearchViewModel
    private let work: BackgroundWork
    private let reminders: VehicleReminders
    private var editor = LineEditor()
    private var scroll = ScrollPosition()
    private var finesExpanded = false

    init(
        viewModel: PlateSearchViewModel, reminders: RenewalRemindersViewModel,
        work: BackgroundWork
    ) {
        self.viewModel = viewModel
        self.work = work
        self.reminders = VehicleReminders(viewModel: reminders, work: work)
    }

    var hasTextFocus: Bool { true }
    var pendingPrompt: AlertPrompt? { nil }

    var hints: [KeyHint] {
        var hints: [KeyHint] = []
        if viewModel.canSearch { hints.append(KeyHint("Enter", .search)) }
        if viewModel.canToggleFavorite { hints.append(KeyHint("^F", .toggleFavorite)) }
        if viewModel.vehicle.report != nil {
            if VehicleReminders.canCreate(from: viewModel.vehicle) {
                hints.append(VehicleReminders.hint)
            }
            if FinesPart.canToggle(viewModel.vehicle.report) { hints.append(FinesPart.hint) }
            hints.append(KeyHint("↑↓", .scroll))
        }
        return hints
    }

    func handle(_ key: Key) -> Bool {
        syncEditor()
        switch key {
        case .enter: search()
        case .control("f"): toggleFavorite()
        case VehicleReminders.key:
            _ = reminders.create(from: viewModel.vehicle)
        case FinesPart.key:
            guard FinesPart.canToggle(viewModel.vehicle.report) else { return false }
            finesExpanded.toggle()
        case .up: scroll.move(by: -1)
        case .down: scroll.move(by: 1)
        case .pageUp: scroll.move(by: -10)
        case .pageDown: scroll.move(by: 10)
        case .character where editor.text.count >= Self.maximumInput: break
        case .character, .backspace, .delete, .left, .right, .home, .end:
            edit { _ = $0.handle(key) }
        case .paste(let text): edit { $0.insert(text, limit: Self.maximumInput) }
        case .control, .tab, .backTab, .escape, .interrupt, .suspend: return false
        }
        return true
    }

    func goBack() -> Bool {
        guard !viewModel.text.isEmpty || viewModel.searchedPlate != nil else { return false }
        viewModel.text = ""
        viewModel.cancel()
        reminders.reset()
        editor = LineEditor()
        scroll.reset()
        finesExpanded = false
        return true
    }

    func didShow() {
        // The favourite may have changed on another tab.
        guard viewModel.searchedPlate != nil else { return }
        work.run { [viewModel] in await viewModel.refreshFavorite() }
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let shown = viewModel.plate.value
        let cursor = editor.text == shown ? editor.cursor : shown.count
        let bodyRect = SearchScreen.bodyRect(in: rect)
        var body = VehicleStateView(
            viewModel.vehicle, plate: viewModel.searchedPlate?.plate ?? viewModel.plate,
            isFavorite: viewModel.favorite.value,
            idleText: context.messages.searchHint(viewModel.format), finesExpanded: finesExpanded)
        body.offset = scroll.fit(limit: body.scrollLimit(in: bodyRect, context: context))
        let note =
            viewModel.wasWrittenWithFourDigits
            ? context.messages.writtenWithFourDigits(viewModel.plate) : nil
        SearchScreen(
            text: shown, cursor: cursor, format: viewModel.format, note: note, body: body
        )
        .draw(in: rect, into: &buffer, context: context)
        reminders.drawStatus(
            for: viewModel.searchedPlate?.plate, in: rect.rows(from: 1, count: 1),
            into: &buffer,
            context: context)
    }

    /// The field follows the view model when something else set the text (a deep link).
    private func syncEditor() {
        if editor.text != viewModel.plate.value { editor = LineEditor(text: viewModel.plate.value) }
    }

    /// Edits the field with `change`, then shows it as the view model reads it (upper case,
    /// normalized).
    private func edit(_ change: (inout LineEditor) -> Void) {
        change(&editor)
        viewModel.text = editor.text
        editor.replaceText(with: viewModel.plate.value)
    }

    private func search() {
        scroll.reset()
        finesExpanded = false
        work.run { [viewModel] in await viewModel.search() }
    }

    private func toggleFavorite() {
        guard viewModel.canToggleFavorite else { return }
        work.run { [viewModel] in await viewModel.toggleFavorite() }
    }
}
