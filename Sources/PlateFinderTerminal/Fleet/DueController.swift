import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The favourites tab with its Due screen: `u` on the list pushes the screen of what falls
/// due for the favourites; everything else goes to the favourites' own controller.
@MainActor
final class DueController: TabController {
    /// The Due screen's view model.
    let viewModel: DueViewModel
    private let favorites: any TabController
    private let router: TabRouter
    private let work: BackgroundWork
    private var selection = ListSelection()

    /// The Due screen of `viewModel` over the tab `favorites` controls, pushed on `router`.
    init(
        viewModel: DueViewModel, favorites: any TabController, router: TabRouter,
        work: BackgroundWork
    ) {
        self.viewModel = viewModel
        self.favorites = favorites
        self.router = router
        self.work = work
    }

    var hasTextFocus: Bool { isShowing ? false : favorites.hasTextFocus }
    var capturesAllKeys: Bool { isShowing ? false : favorites.capturesAllKeys }
    var pendingPrompt: AlertPrompt? { favorites.pendingPrompt }

    var hints: [KeyHint] {
        if isShowing { return [KeyHint("Esc", .back)] }
        return router.path.isEmpty ? favorites.hints + [KeyHint("u", .showDue)] : favorites.hints
    }

    func handle(_ key: Key) -> Bool {
        if isShowing { return selection.handle(key, count: viewModel.items.value?.count ?? 0) }
        guard router.path.isEmpty, key == .character("u") else { return favorites.handle(key) }
        selection = ListSelection()
        router.push(.due)
        work.run { [viewModel] in await viewModel.load() }
        return true
    }

    func goBack() -> Bool {
        isShowing ? router.back() : favorites.goBack()
    }

    func didShow() {
        favorites.didShow()
        if isShowing { work.run { [viewModel] in await viewModel.load() } }
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        guard isShowing else {
            favorites.draw(in: rect, into: &buffer, context: context)
            return
        }
        let listRect = UnreadableRowsNotice.draw(
            viewModel.unreadableRows, in: rect, into: &buffer, context: context)
        DueScreen.make(
            state: viewModel.items, now: viewModel.currentDate, selection: &selection,
            rows: listRect.height, context: context
        ).draw(in: listRect, into: &buffer, context: context)
    }

    private var isShowing: Bool { router.path.last == .due }
}
