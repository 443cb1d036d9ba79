import Foundation
import PlateFinderData
import PlateFinderDomain

extension PlateFinderComposition {
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
