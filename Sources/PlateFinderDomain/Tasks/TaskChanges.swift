import Foundation

/// An edit of a task: each field is left alone unless given.
public struct TaskChanges: Equatable, Sendable {
    /// What happens to the due day.
    public enum DueDateChange: Equatable, Sendable {
        /// Leave it as it is.
        case keep
        /// Set it (today or later).
        case set(CalendarDate)
        /// Remove it.
        case clear
    }

    /// What happens to the linked vehicle.
    public enum PlateChange: Equatable, Sendable {
        /// Leave it as it is.
        case keep
        /// Link the task to this vehicle.
        case set(Plate)
        /// Unlink it.
        case clear
    }

    /// The new title, if it changes.
    public var title: String?
    /// The new note, if it changes.
    public var note: String?
    /// What happens to the due day.
    public var dueDate: DueDateChange
    /// What happens to the linked vehicle.
    public var plate: PlateChange

    /// An edit; by default nothing changes.
    public init(
        title: String? = nil, note: String? = nil, dueDate: DueDateChange = .keep,
        plate: PlateChange = .keep
    ) {
        self.title = title
        self.note = note
        self.dueDate = dueDate
        self.plate = plate
    }
}
