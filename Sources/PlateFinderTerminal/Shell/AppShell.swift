import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The full-screen app: the view models and routers a SwiftUI shell would bind to, bound
/// here to terminal screens. It draws frames (`draw`) and handles keys (`handle`) for a
/// `TerminalApplication`; everything asynchronous runs in `work`.
@MainActor
final class AppShell {
    /// The smallest terminal the app lays out; anything smaller shows a message instead.
    nonisolated static let minimumSize = TerminalSize(columns: 40, rows: 12)

    let router: AppRouter
    let errorHandler: ErrorHandler
    let search: SearchController
    let history: VehicleListController<HistoryList>
    let favorites: VehicleListController<FavoritesList>
    /// The favourites tab with its Due screen, over `favorites`.
    let due: DueController
    let tasks: TasksController
    let work = BackgroundWork()
    let messages: Messages
    let storePath: String
    let timeZone: TimeZone
    /// The instant each frame is drawn at, which ages are counted up to.
    let clock: InstantClock
    private let deepLinks: DeepLinkHandler

    /// Whether the keys overlay is open, and how far it is scrolled.
    var keysOverlay: ScrollPosition?
    /// The button of the confirmation dialog Enter presses; Cancel when a dialog opens.
    var dialogFocus = ConfirmDialog.Focus.cancel
    /// The size of the last frame; nil before the first.
    var lastSize: TerminalSize?
    /// Whether a confirmed prompt's action is starting, so a second key cannot repeat it.
    var isConfirming = false

    /// An app showing `viewModels`, worded by `messages`; storage errors name `storePath`,
    /// dates are shown in `timeZone`.
    init(viewModels: AppViewModels, messages: Messages, storePath: String, timeZone: TimeZone) {
        let router = viewModels.router
        errorHandler = viewModels.errorHandler
        self.router = router
        search = SearchController(
            viewModel: viewModels.search, reminders: viewModels.renewalReminders(), work: work)
        history = VehicleListController(
            source: HistoryList(viewModel: viewModels.history, favorites: viewModels.favorites),
            favorites: viewModels.favorites,
            router: VehicleRouter(tab: .history, appRouter: router),
            reminders: viewModels.renewalReminders(), work: work)
        favorites = VehicleListController(
            source: FavoritesList(viewModel: viewModels.favorites),
            favorites: viewModels.favorites,
            router: VehicleRouter(tab: .favorites, appRouter: router),
            reminders: viewModels.renewalReminders(), work: work)
        due = DueController(
            viewModel: viewModels.due, favorites: favorites,
            router: TabRouter(tab: .favorites, appRouter: router), work: work)
        tasks = TasksController(
            viewModels: viewModels, router: TasksRouter(appRouter: router), work: work)
        deepLinks = viewModels.deepLinks
        self.messages = messages
        self.storePath = storePath
        self.timeZone = timeZone
        clock = viewModels.clock.instants
    }

    /// The controller of `tab`.
    func controller(for tab: AppTab) -> any TabController {
        switch tab {
        case .search: search
        case .history: history
        case .favorites: due
        case .tasks: tasks
        }
    }

    /// The controller of the tab on screen.
    var current: any TabController { controller(for: router.selectedTab) }

    /// Shows `tab`; its lists are read again.
    func select(_ tab: AppTab) {
        router.selectedTab = tab
        current.didShow()
    }

    /// Shows the screen `link` names at once, its lists read again; a search link's search
    /// runs in `work`.
    func open(_ link: DeepLink) {
        let rest = deepLinks.show(link)
        current.didShow()
        if let rest { work.run(rest) }
    }

    /// Returns once all the work started so far, and any it started, has ended.
    func settle() async {
        await work.settle()
    }

    /// Cancels what is still running; the app is leaving.
    func stop() {
        work.cancelAll()
    }

    /// Whether `size` is too small to lay the app out.
    nonisolated static func isTooSmall(_ size: TerminalSize) -> Bool {
        size.columns < minimumSize.columns || size.rows < minimumSize.rows
    }
}
