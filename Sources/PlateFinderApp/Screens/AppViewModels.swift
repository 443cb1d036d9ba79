import Foundation
import PlateFinderDomain
import PlateFinderPresentation

/// Everything the app's screens bind to, over one error handler and one router: the
/// search, the history, the favourites and what falls due for them, the tasks, and the
/// view models made per screen (a task, the task editor, a vehicle's reminders). A
/// full-screen front end binds to these as a SwiftUI shell would.
@MainActor
public struct AppViewModels {
    /// Where every view model sends the interruptions the app shows.
    public let errorHandler: ErrorHandler
    /// The selected tab and each tab's stack of screens.
    public let router: AppRouter
    /// The search tab.
    public let search: PlateSearchViewModel
    /// The history tab.
    public let history: HistoryViewModel
    /// The favourites tab.
    public let favorites: FavoritesViewModel
    /// What falls due for the favourites, from their saved answers.
    public let due: DueViewModel
    /// The tasks tab's list.
    public let tasks: TaskListViewModel
    /// Shows a link's screen on `router`, a search link's search through `search`.
    public let deepLinks: DeepLinkHandler
    /// "Today" for the view models, and the instant ages are counted up to.
    public let clock: DayClock
    private let manageTasks: ManageTasks
    private let createReminders: CreateRenewalReminders

    /// The view models over the use cases, with "today" and the instants read from `clock`.
    public init(
        lookUp: LookUpVehicle, history: ManageHistory, favorites: ManageFavorites,
        tasks: ManageTasks, reminders: CreateRenewalReminders, due: ListDueItems,
        clock: DayClock
    ) {
        let errorHandler = ErrorHandler()
        let router = AppRouter()
        let search = PlateSearchViewModel(
            lookUp: lookUp, favorites: favorites, errorHandler: errorHandler, clock: clock)
        self.errorHandler = errorHandler
        self.router = router
        self.search = search
        self.history = HistoryViewModel(
            history: history, lookUp: lookUp, clock: clock, errorHandler: errorHandler)
        self.favorites = FavoritesViewModel(
            favorites: favorites, lookUp: lookUp, clock: clock, errorHandler: errorHandler)
        self.due = DueViewModel(
            listDueItems: due, errorHandler: errorHandler, clock: clock.instants)
        self.tasks = TaskListViewModel(tasks: tasks, errorHandler: errorHandler, clock: clock)
        deepLinks = DeepLinkHandler(router: router, search: search)
        manageTasks = tasks
        createReminders = reminders
        self.clock = clock
    }

    /// The screen of the task `id`.
    public func task(id: UUID) -> TaskDetailViewModel {
        TaskDetailViewModel(id: id, tasks: manageTasks, errorHandler: errorHandler, clock: clock)
    }

    /// The editor of a new task or of one task, as `mode` says.
    public func taskEditor(_ mode: TaskEditorViewModel.Mode) -> TaskEditorViewModel {
        TaskEditorViewModel(
            mode: mode, tasks: manageTasks, errorHandler: errorHandler, clock: clock)
    }

    /// A vehicle card's reminders, which say what its own reminders key did.
    public func renewalReminders() -> RenewalRemindersViewModel {
        RenewalRemindersViewModel(createReminders: createReminders, errorHandler: errorHandler)
    }
}
