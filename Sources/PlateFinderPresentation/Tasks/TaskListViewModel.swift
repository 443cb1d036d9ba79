import Foundation
import Observation
import PlateFinderDomain

/// The tasks screen: the tasks the filter selects in listing order (pending first by due
/// day, undated last, then done), which of them are overdue, marking one done or pending,
/// and deleting one after confirmation.
///
/// Every task is read at once and the filter applies to what was read, so changing the
/// filter shows the other tasks at once, without a request.
@MainActor
@Observable
public final class TaskListViewModel {
    /// Which tasks `tasks` shows.
    public var filter: TaskFilter
    /// The day overdue tasks are judged against: today when the tasks were last read.
    public private(set) var today: CalendarDate
    /// The destructive action waiting for confirmation, if any.
    public internal(set) var pendingPrompt: AlertPrompt?
    /// Why the latest toggle or delete failed, if it did; cleared when the next one starts.
    public internal(set) var lastChangeError: AppError?
    /// The tasks the latest read could not read, whichever the filter; the screen says so.
    public private(set) var unreadableRows: [UnreadableRow] = []
    /// Every task, in listing order.
    var everyTask: Loadable<[TaskItem]> = .idle

    @ObservationIgnored let manageTasks: ManageTasks
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored let clock: DayClock
    @ObservationIgnored private let loading = LatestOperation()

    /// A tasks screen over the task use cases, judging "today" by `clock`.
    public init(
        tasks: ManageTasks, errorHandler: ErrorHandler, clock: DayClock,
        filter: TaskFilter = .pending
    ) {
        manageTasks = tasks
        self.errorHandler = errorHandler
        self.clock = clock
        self.filter = filter
        today = clock.today()
    }

    /// The tasks `filter` selects, in listing order.
    public var tasks: Loadable<[TaskItem]> {
        everyTask.map { [filter] tasks in tasks.filter(filter.includes) }
    }

    /// Whether `task` is pending and was due before `today`.
    public func isOverdue(_ task: TaskItem) -> Bool {
        task.isOverdue(today: today)
    }

    /// Reads the tasks; an answer that arrives after a newer load is dropped, and a storage
    /// failure is an interruption whose retry loads again.
    public func load() async {
        today = clock.today()
        everyTask = .loading
        await loading.load(
            { [manageTasks] () async throws(TaskError) in try await manageTasks.list(.all) },
            failingAs: AppError.init, reportingTo: errorHandler,
            retry: { [weak self] in await self?.load() }
        ) { [weak self] listing in
            self?.everyTask = listing.map(\.rows)
            self?.unreadableRows = listing.value?.unreadable ?? []
        }
    }
}
