import Foundation

/// Creates a vehicle's renewal reminders once, from its report: asking again for the same
/// plate finds the reminders it already has instead of adding new ones
/// (`RenewalReminderPlanner.stands`). The pending fines' reminder found again gets the
/// report's note, so its count and total are today's.
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

    /// The reminders for `report`'s vehicle: `created` now, and those that `existing`
    /// already.
    ///
    /// Each reminder is checked against the saved tasks and created in one transaction, so
    /// two processes asking at once create it once.
    public func callAsFunction(
        for report: VehicleReport
    ) async throws(TaskError) -> (created: [TaskItem], existing: [TaskItem]) {
        let plate = report.plate.plate
        let facts = report.facts
        let today = clock.today()
        var created: [TaskItem] = []
        var existing: [TaskItem] = []
        for (kind, dueDate) in RenewalReminderPlanner.plan(for: facts, today: today) {
            let task = try makeReminder(
                kind, plate: plate, facts: facts, dueDate: dueDate, today: today)
            let match: TaskItem?
            do {
                match = try await repository.create(task) { saved in
                    saved.plate == plate
                        && RenewalReminderPlanner.stands(
                            saved, for: kind, dueDate: dueDate, facts: facts)
                }
            } catch { throw .storage(error) }
            if let match {
                existing.append(try await refreshed(match, note: task.note))
            } else {
                created.append(task)
            }
        }
        return (created, existing)
    }

    /// `match` with `note` when it is the pending fines' reminder and its note says other
    /// counts; every other reminder as saved.
    private func refreshed(_ match: TaskItem, note: TaskNote) async throws(TaskError) -> TaskItem {
        guard match.reminder == .fines, !match.isDone, match.note != note else { return match }
        let updated: TaskItem?
        do {
            updated = try await repository.update(match.id) { [clock] task in
                task.setNote(note, clock: clock)
            }
        } catch { throw .storage(error) }
        return updated ?? match
    }

    private func makeReminder(
        _ kind: RenewalReminderKind, plate: Plate, facts: VehicleFacts, dueDate: CalendarDate,
        today: CalendarDate
    ) throws(TaskError) -> TaskItem {
        let note = wording.note(for: kind, plate: plate, facts: facts, dueDate: dueDate)
        do {
            return TaskItem(
                id: makeID(), title: try TaskTitle(wording.title(for: kind, plate: plate)),
                note: try TaskNote(note), dueDate: try TaskDueDate(dueDate, today: today),
                plate: plate, reminder: kind, createdAt: clock.instants.now())
        } catch { throw .validation(error) }
    }
}
