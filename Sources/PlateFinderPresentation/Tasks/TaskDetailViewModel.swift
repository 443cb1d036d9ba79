import Foundation
import Observation
import PlateFinderDomain

/// One task's screen, opened by identifier (from the list or a `platefinder://tasks/ID`
/// link): the task, whether it is overdue, marking it done or pending, and deleting it
/// after confirmation.
///
/// An unknown identifier leaves `task` failed with `taskNotFound` (`isNotFound`); once the
/// task is deleted, `isDeleted` tells the front end to leave the screen.
@MainActor
@Observable
public final class TaskDetailViewModel {
    /// The identifier of the task shown.
    public let id: UUID
    /// The task.
    public internal(set) var task: Loadable<TaskItem> = .idle
    /// The day overdue is judged against: today when the task was last read.
    public private(set) var today: CalendarDate
    /// Whether the task was deleted from this screen.
    public internal(set) var isDeleted = false
    /// The destructive action waiting for confirmation, if any.
    public internal(set) var pendingPrompt: AlertPrompt?

    @ObservationIgnored let manageTasks: ManageTasks
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored private let clock: DayClock
    @ObservationIgnored private let loading = LatestOperation()

    /// The screen of the task `id`, over the task use cases, judging "today" by `clock`.
    public init(id: UUID, tasks: ManageTasks, errorHandler: ErrorHandler, clock: DayClock) {
        self.id = id
        manageTasks = tasks
        self.errorHandler = errorHandler
        self.clock = clock
        today = clock.today()
    }

    /// Whether no task has the identifier.
    public var isNotFound: Bool {
        guard case .failed(.task(.notFound)) = task else { return false }
        return true
    }

    /// Whether the task is pending and was due before `today`.
    public var isOverdue: Bool {
        task.value?.isOverdue(today: today) ?? false
    }

    /// Reads the task; a storage failure is an interruption whose retry reads it again.
    public func load() async {
        today = clock.today()
        task = .loading
        await loading.load(
            { [manageTasks, id] () async throws(TaskError) in
                try await manageTasks.find(idPrefix: id.uuidString)
            },
            failingAs: AppError.init, reportingTo: errorHandler,
            retry: { [weak self] in await self?.load() }
        ) { [weak self] in self?.task = $0 }
    }
}
