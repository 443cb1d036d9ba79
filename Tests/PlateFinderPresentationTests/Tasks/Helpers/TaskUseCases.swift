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

/// Short English words for reminders; the real wording lives in the app layer.
struct ReminderWordingStub: RenewalReminderWording {
    func title(for kind: RenewalReminderKind, plate: Plate) -> String {
        switch kind {
        case .registration: "Registration \(plate)"
        case .tintPermit: "Tint \(plate)"
        }
    }

    func note(
        for kind: RenewalReminderKind, plate: Plate, car: Car, dueDate: CalendarDate
    )
        -> String
    {
        "\(kind.rawValue) for \(plate) due \(dueDate)"
    }
}
