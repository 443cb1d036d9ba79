import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// The task use cases wired over test doubles, the way the composition root wires them
/// over the SQLite file; new tasks get `TaskIDs.first`, then `…0001`, `…0002`.
enum TaskUseCases {
    static func manageTasks(
        _ repository: any TaskRepository, clock: DayClock = TaskFactory.clock()
    ) -> ManageTasks {
        ManageTasks(
            repository: repository, clock: clock,
            makeID: TaskFactory.identifiers(startingWith: TaskIDs.first))
    }

    static func createReminders(
        _ repository: any TaskRepository, clock: DayClock = TaskFactory.clock()
    ) -> CreateRenewalReminders {
        CreateRenewalReminders(
            repository: repository, clock: clock, wording: ReminderWordingStub(),
            makeID: TaskFactory.identifiers(startingWith: TaskIDs.first))
    }
}
