import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// One task as the tasks list shows it: a check box, the due day (marked when overdue),
/// the title and the linked plate, in columns.
///
/// `[ ] 2027-01-10 overdue  Registration PBX1234  PBX1234`
struct TaskRow {
    /// Columns before the due day: the check box and a space.
    static let dueColumn = 4

    /// The row's text, terminal-safe.
    let text: String
    /// The due day as shown, marked when overdue; nil when it is not overdue.
    let overdueText: String?

    /// The row of `task`, overdue when `isOverdue`.
    init(task: TaskItem, isOverdue: Bool, messages: Messages) {
        let box = task.isDone ? "[x]" : "[ ]"
        let due: String
        if let day = task.dueDate?.day.isoString {
            due = isOverdue ? day + " " + messages.overdue : day
        } else {
            due = messages.noDueDate
        }
        let dueWidth = max("YYYY-MM-DD ".count + messages.overdue.count, messages.noDueDate.count)
        let title = ControlCharacterStripper.strip(task.title.value)
        var text = box + " " + Self.pad(due, to: dueWidth) + "  "
        if let plate = task.plate {
            text += Self.pad(title, to: TaskTitle.maximumLength) + "  "
            text += ControlCharacterStripper.strip(plate.value)
        } else {
            text += title
        }
        self.text = text
        overdueText = isOverdue ? due : nil
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
