import Foundation
import PlateFinderDomain

/// The rows that describe one task, as the terminal's task screen and the app's show them:
/// its status, when it is due (and whether that is overdue), its plate and note when it has
/// them, and when it was created and last changed. Every stored text is stripped.
public struct TaskCard: Equatable, Sendable {
    /// The labelled rows, in order.
    public let rows: [CardRow]

    /// The rows of `task`, `isOverdue` as the screen judged it, its instants local to
    /// `timeZone`, worded by `messages`.
    public init(task: TaskItem, isOverdue: Bool, messages: Messages, timeZone: TimeZone) {
        let label = messages.taskFieldLabel
        var due = task.dueDate?.day.isoString ?? messages.noDueDate
        if isOverdue { due += " " + messages.overdue }
        var rows = [
            CardRow(label: label(.status), value: messages.taskStatus(isDone: task.isDone)),
            CardRow(label: label(.due), value: due),
        ]
        if let plate = task.plate {
            rows.append(
                CardRow(label: label(.plate), value: ControlCharacterStripper.strip(plate.value)))
        }
        if !task.note.isEmpty {
            rows.append(
                CardRow(
                    label: label(.note), value: ControlCharacterStripper.strip(task.note.value)))
        }
        rows.append(
            CardRow(
                label: label(.created), value: DateText.local(task.createdAt, timeZone: timeZone)))
        rows.append(
            CardRow(
                label: label(.updated), value: DateText.local(task.updatedAt, timeZone: timeZone)))
        self.rows = rows
    }
}
