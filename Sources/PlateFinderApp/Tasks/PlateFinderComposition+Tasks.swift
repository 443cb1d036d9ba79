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
    /// `configuration.language` and "today" decided by `clock`: the container's
    /// `TaskServices`, resolved.
    public static func makeTaskServices(
        configuration: AppConfiguration, clock: DayClock = makeDayClock()
    ) throws(StoreError) -> TaskServices {
        try makeContainer(configuration: configuration, dayClock: clock)
            .require(TaskServices.self)
    }

    /// Registers `ManageTasks`, `CreateRenewalReminders` and `TaskServices` over whatever
    /// `container` holds for `TaskRepository`, `RenewalReminderWording` and `DayClock`.
    static func registerTaskUseCases(in container: DIContainer) {
        container.register(ManageTasks.self) { container in
            ManageTasks(
                repository: container.require((any TaskRepository).self),
                clock: container.require(DayClock.self))
        }
        container.register(CreateRenewalReminders.self) { container in
            CreateRenewalReminders(
                repository: container.require((any TaskRepository).self),
                clock: container.require(DayClock.self),
                wording: container.require((any RenewalReminderWording).self))
        }
        container.register(TaskServices.self) { container in
            TaskServices(
                tasks: container.require(ManageTasks.self),
                reminders: container.require(CreateRenewalReminders.self),
                clock: container.require(DayClock.self),
                calendar: { tasks, now in
                    ICSTaskExporter.calendar(
                        for: tasks, now: now, productVersion: PlateFinderVersion.current)
                })
        }
    }
}
