/// A labelled part of a task on screen: the editor's fields and the rows of its card.
public enum TaskFieldLabel: CaseIterable, Sendable {
    /// The title.
    case title
    /// The note.
    case note
    /// The due day.
    case due
    /// The linked vehicle's plate.
    case plate
    /// Done or pending.
    case status
    /// When it was created.
    case created
    /// When it last changed.
    case updated
}
