import Foundation

/// A to-do about a vehicle or anything else, with an optional due day.
///
/// Every change goes through a method that validates it and moves `updatedAt`;
/// `createdAt` never changes.
public struct TaskItem: Equatable, Identifiable, Sendable {
    /// A stable identifier.
    public let id: UUID
    /// The title.
    public private(set) var title: TaskTitle
    /// The note; may be empty.
    public private(set) var note: TaskNote
    /// The day it is due, if any.
    public private(set) var dueDate: TaskDueDate?
    /// Whether it is done.
    public private(set) var isDone: Bool
    /// When it was created.
    public let createdAt: Date
    /// When it last changed.
    public private(set) var updatedAt: Date
    /// The vehicle it is about, if any.
    public private(set) var plate: Plate?
    /// Set on renewal reminders, so asking for them again finds the ones that exist.
    public let reminder: RenewalReminderKind?

    /// A new, pending task created at `createdAt`.
    public init(
        id: UUID, title: TaskTitle, note: TaskNote = .empty, dueDate: TaskDueDate? = nil,
        plate: Plate? = nil, reminder: RenewalReminderKind? = nil, createdAt: Date
    ) {
        self.init(
            restoringID: id, title: title, note: note, dueDate: dueDate, isDone: false,
            createdAt: createdAt, updatedAt: createdAt, plate: plate, reminder: reminder)
    }

    /// A task read back from storage, exactly as it was saved.
    public init(
        restoringID id: UUID, title: TaskTitle, note: TaskNote, dueDate: TaskDueDate?,
        isDone: Bool, createdAt: Date, updatedAt: Date, plate: Plate?,
        reminder: RenewalReminderKind?
    ) {
        self.id = id
        self.title = title
        self.note = note
        self.dueDate = dueDate
        self.isDone = isDone
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.plate = plate
        self.reminder = reminder
    }

    /// Links the task to `plate`, or to no vehicle when nil; a reminder stays one, now of
    /// the vehicle named.
    public mutating func setPlate(_ plate: Plate?, clock: DayClock) {
        guard plate != self.plate else { return }
        self.plate = plate
        touch(clock)
    }

    /// Replaces the title after validating `text`.
    public mutating func setTitle(_ text: String, clock: DayClock) throws(TaskValidationError) {
        setTitle(try TaskTitle(text), clock: clock)
    }

    /// Replaces the title with one already validated.
    public mutating func setTitle(_ title: TaskTitle, clock: DayClock) {
        self.title = title
        touch(clock)
    }

    /// Replaces the note after validating `text`.
    public mutating func setNote(_ text: String, clock: DayClock) throws(TaskValidationError) {
        setNote(try TaskNote(text), clock: clock)
    }

    /// Replaces the note with one already validated.
    public mutating func setNote(_ note: TaskNote, clock: DayClock) {
        self.note = note
        touch(clock)
    }

    /// Sets (today or later) or clears the due day.
    public mutating func setDueDate(
        _ day: CalendarDate?, clock: DayClock
    )
        throws(TaskValidationError)
    {
        setDueDate(
            validated: try day.map { day throws(TaskValidationError) in
                try TaskDueDate(day, today: clock.today())
            }, clock: clock)
    }

    /// Sets or clears the due day with one already validated.
    public mutating func setDueDate(validated dueDate: TaskDueDate?, clock: DayClock) {
        self.dueDate = dueDate
        touch(clock)
    }

    /// Marks a pending task done and a done task pending.
    public mutating func toggleDone(clock: DayClock) {
        isDone.toggle()
        touch(clock)
    }

    /// Whether the task is pending and its due day is before `today`.
    public func isOverdue(today: CalendarDate) -> Bool {
        !isDone && (dueDate?.isOverdue(today: today) ?? false)
    }

    /// A clock set back must not make a task look older than its creation.
    private mutating func touch(_ clock: DayClock) {
        updatedAt = max(clock.instants.now(), createdAt)
    }
}
