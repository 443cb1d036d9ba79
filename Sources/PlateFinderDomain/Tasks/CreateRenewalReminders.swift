import Foundation

/// Creates a vehicle's renewal reminders once: asking again for the same plate finds the
/// reminders it already has instead of adding new ones — a pending one of the same kind,
/// or a done one of the same kind due the same day.
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

    /// The reminders for `plate`, from what the ANT (`car`) and the SRI (`registration`)
    /// said: `created` now, and those that `existing` already.
    ///
    /// Each reminder is checked against the saved tasks and created in one transaction, so
    /// two processes asking at once create it once.
    public func callAsFunction(
        for lookupPlate: LookupPlate, car: Car?, registration: SRIRegistration? = nil
    )
        async throws(TaskError) -> (created: [TaskItem], existing: [TaskItem])
    {
        let plate = lookupPlate.plate
        let today = clock.today()
        var created: [TaskItem] = []
        var existing: [TaskItem] = []
        let plan = RenewalReminderPlanner.plan(
            for: plate, car: car, registration: registration, today: today)
        for (kind, dueDate) in plan {
            let task = try makeReminder(
                kind, plate: plate, car: car, registration: registration, dueDate: dueDate,
                today: today)
            let match: TaskItem?
            do {
                match = try await repository.create(task) { saved in
                    Self.stands(for: task, saved)
                }
            } catch { throw .storage(error) }
            if let match { existing.append(match) } else { created.append(task) }
        }
        return (created, existing)
    }

    /// Whether `saved` already is the reminder `wanted`: the same plate and kind, and
    /// either still pending or done for the same day.
    static func stands(for wanted: TaskItem, _ saved: TaskItem) -> Bool {
        saved.plate == wanted.plate && saved.reminder == wanted.reminder
            && (!saved.isDone || saved.dueDate == wanted.dueDate)
    }

    private func makeReminder(
        _ kind: RenewalReminderKind, plate: Plate, car: Car?, registration: SRIRegistration?,
        dueDate: CalendarDate, today: CalendarDate
    ) throws(TaskError) -> TaskItem {
        let note = wording.note(
            for: kind, plate: plate, car: car, registration: registration, dueDate: dueDate)
        do {
            return TaskItem(
                id: makeID(), title: try TaskTitle(wording.title(for: kind, plate: plate)),
                note: try TaskNote(note), dueDate: try TaskDueDate(dueDate, today: today),
                plate: plate, reminder: kind, createdAt: clock.instants.now())
        } catch { throw .validation(error) }
    }
}
