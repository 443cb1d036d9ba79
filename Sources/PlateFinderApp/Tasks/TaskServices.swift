import Foundation
import PlateFinderDomain

/// The task use cases a front end calls, all over one store and one day clock.
public struct TaskServices: Sendable {
    /// Lists, creates, finds, edits, marks and deletes tasks.
    public let tasks: ManageTasks
    /// Creates a vehicle's renewal reminders once.
    public let reminders: CreateRenewalReminders
    /// Today and now in the person's time zone; a front end marks overdue tasks with it.
    public let clock: DayClock
    private let writeCalendar: @Sendable ([TaskItem], Date) -> String

    /// Services assembled from parts; `calendar` writes tasks as an iCalendar document
    /// stamped at the given instant. The composition root is the usual caller.
    public init(
        tasks: ManageTasks, reminders: CreateRenewalReminders, clock: DayClock,
        calendar: @escaping @Sendable ([TaskItem], Date) -> String
    ) {
        self.tasks = tasks
        self.reminders = reminders
        self.clock = clock
        writeCalendar = calendar
    }

    /// Every task, pending and done, in listing order, as one calendar stamped now; the
    /// tasks that cannot be read are left out of it, and named.
    public func calendar() async throws(TaskError) -> TaskCalendar {
        let all = try await tasks.list(.all)
        return TaskCalendar(
            text: writeCalendar(all.rows, clock.instants.now()), taskCount: all.rows.count,
            unreadable: all.unreadable)
    }
}
