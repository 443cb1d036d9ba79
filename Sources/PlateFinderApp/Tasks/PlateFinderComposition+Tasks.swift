import Foundation
import PlateFinderData
import PlateFinderDomain

extension PlateFinderComposition {
    /// The person's day: the system clock in the system's time zone (`TZ`).
    public static func makeDayClock() -> DayClock {
        DayClock(timeZone: .current, now: { Date() })
    }

    /// The task use cases over the tasks in the store at `configuration.storePath` (the
    /// same file as the history, opened and migrated now), with reminders worded in
    /// `configuration.language` and "today" decided by `clock`.
    public static func makeTaskServices(
        configuration: AppConfiguration, clock: DayClock = makeDayClock()
    ) throws(StoreError) -> TaskServices {
        let repository = try SQLiteTaskRepository(path: configuration.storePath)
        return TaskServices(
            tasks: ManageTasks(repository: repository, clock: clock),
            reminders: CreateRenewalReminders(
                repository: repository, clock: clock,
                wording: ReminderWording(language: configuration.language)),
            clock: clock,
            calendar: { tasks, now in
                ICSTaskExporter.calendar(
                    for: tasks, now: now, productVersion: PlateFinderVersion.current)
            })
    }
}
