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
    /// The favourites tab's Due screen, over `favorites`; nil without the fleet's services.
    let due: DueController?
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

    /// An app over `services` and `taskServices`, worded by `messages`; storage errors name
    /// `storePath`, dates are shown in `timeZone`. The favourites offer the Due screen over
    /// `fleet` when given.
    init(
        services: PlateFinderUseCases, taskServices: TaskServices, messages: Messages,
        storePath: String, timeZone: TimeZone, fleet: FleetServices? = nil
    ) {
        let errorHandler = ErrorHandler()
        let router = AppRouter()
        let clock = taskServices.clock
        let searchModel = PlateSearchViewModel(
            lookUp: services.lookUp, favorites: services.favorites, errorHandler: errorHandler,
            clock: clock)
        let favoritesModel = FavoritesViewModel(
            favorites: services.favorites, lookUp: services.lookUp, clock: clock,
            errorHandler: errorHandler)
        // Each vehicle card says what its own reminders key did.
        let reminders = {
            RenewalRemindersViewModel(
                createReminders: taskServices.reminders, errorHandler: errorHandler)
        }
        self.errorHandler = errorHandler
        self.router = router
        search = SearchController(viewModel: searchModel, reminders: reminders(), work: work)
        history = VehicleListController(
            source: HistoryList(
                viewModel: HistoryViewModel(
                    history: services.history, lookUp: services.lookUp, clock: clock,
                    errorHandler: errorHandler),
                favorites: favoritesModel),
            favorites: favoritesModel, router: VehicleRouter(tab: .history, appRouter: router),
            reminders: reminders(), work: work)
        favorites = VehicleListController(
            source: FavoritesList(viewModel: favoritesModel), favorites: favoritesModel,
            router: VehicleRouter(tab: .favorites, appRouter: router), reminders: reminders(),
            work: work)
        due = fleet.map { [favorites, work] fleet in
            DueController(
                viewModel: DueViewModel(
                    listDueItems: fleet.due, errorHandler: errorHandler, clock: fleet.clock.instants
                ),
                favorites: favorites, router: TabRouter(tab: .favorites, appRouter: router),
                work: work)
        }
        tasks = TasksController(
            services: taskServices, errorHandler: errorHandler,
            router: TasksRouter(appRouter: router), work: work)
        deepLinks = DeepLinkHandler(router: router, search: searchModel)
        self.messages = messages
        self.storePath = storePath
        self.timeZone = timeZone
        self.clock = clock.instants
    }

    /// The controller of `tab`.
    func controller(for tab: AppTab) -> any TabController {
        switch tab {
        case .search: search
        case .history: history
        case .favorites: due ?? favorites
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
