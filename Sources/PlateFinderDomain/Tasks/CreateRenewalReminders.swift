import Foundation

/// Creates a vehicle's renewal reminders once: asking again for the same plate finds the
/// pending reminders it already has instead of adding new ones.
public struct CreateRenewalReminders: Sendable {
    private let repository: any TaskRepository
    private let clock: DayClock
    private let wording: any RenewalReminderWording
    private let makeID: @Sendable () -> UUID

    /// Reminders saved in `repository`, dated by `clock`, worded by `wording`.
    public init(
        repository: any TaskRepository, clock: DayClock, wording: any RenewalReminderWording,
        makeID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.repository = repository
        self.clock = clock
        self.wording = wording
        self.makeID = makeID
    }

    /// The reminders for `plate`'s `car`: `created` now, and those that `existing` already.
    public func callAsFunction(
        for plate: Plate, car: Car
    )
        async throws(TaskError) -> (created: [TaskItem], existing: [TaskItem])
    {
        let format = PlateValidator.validate(plate)
        guard format.isComplete else { throw .invalidPlate(format) }
        let tasks: [TaskItem]
        do { tasks = try await repository.fetchAll() } catch { throw .storage(error) }
        let today = clock.today()
        var created: [TaskItem] = []
        var existing: [TaskItem] = []
        for (kind, dueDate) in RenewalReminderPlanner.plan(for: plate, car: car, today: today) {
            if let pending = tasks.first(where: {
                !$0.isDone && $0.plate == plate && $0.reminder == kind
            }) {
                existing.append(pending)
                continue
            }
            let task = try makeReminder(
                kind, plate: plate, car: car, dueDate: dueDate, today: today)
            do { try await repository.create(task) } catch { throw .storage(error) }
            created.append(task)
        }
        return (created, existing)
    }

    private func makeReminder(
        _ kind: RenewalReminderKind, plate: Plate, car: Car, dueDate: CalendarDate,
        today: CalendarDate
    ) throws(TaskError) -> TaskItem {
        do {
            return TaskItem(
                id: makeID(), title: try TaskTitle(wording.title(for: kind, plate: plate)),
                note: try TaskNote(
                    wording.note(for: kind, plate: plate, car: car, dueDate: dueDate)),
                dueDate: try TaskDueDate(dueDate, today: today), plate: plate,
                reminder: kind, createdAt: clock.now())
        } catch { throw .validation(error) }
    }
}
