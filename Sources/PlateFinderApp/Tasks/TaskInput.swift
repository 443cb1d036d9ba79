import Foundation
import PlateFinderDomain

/// What a person typed for a task command, so a refusal can quote it: how many characters
/// the title has, which day was asked for, which prefix matched nothing.
public struct TaskInput: Equatable, Sendable {
    /// The title as typed, if one was.
    public var title: String?
    /// The note as typed, if one was.
    public var note: String?
    /// The due day asked for, if any.
    public var dueDate: CalendarDate?
    /// The id or id prefix as typed, if any.
    public var id: String?

    /// What was typed; every part is optional.
    public init(
        title: String? = nil, note: String? = nil, dueDate: CalendarDate? = nil,
        id: String? = nil
    ) {
        self.title = title
        self.note = note
        self.dueDate = dueDate
        self.id = id
    }
}
