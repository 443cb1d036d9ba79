import Foundation
import PlateFinderDomain

/// How `platefinder tasks` prints one task: a line with the short id, a check box, the due
/// day (marked when overdue), the title and the linked plate; then the note, if any,
/// wrapped on indented lines below.
///
/// `3f2a9c1e  [ ]  2026-05-01 overdue  Registration PBX1234  PBX1234`
public struct TaskLine: Equatable, Sendable {
    /// How many characters of the id are shown; any 4 or more of them find the task.
    public static let shortIDLength = 8
    /// Where the note's lines start, under the check box.
    static let noteIndent = shortIDLength + 2
    /// Notes wrap within this many columns, counting the indent.
    static let width = 80

    /// The task's line and its note's lines, each without a newline, terminal-safe.
    public let lines: [String]

    /// The entry for `task`, overdue as seen on `today`, worded by `messages`.
    public init(task: TaskItem, today: CalendarDate, messages: Messages) {
        let id = String(task.id.uuidString.lowercased().prefix(Self.shortIDLength))
        let box = task.isDone ? "[x]" : "[ ]"
        let due = Self.pad(Self.dueText(task, today, messages), to: Self.dueWidth(messages))
        let title = ControlCharacterStripper.strip(task.title.value)
        var line = "\(id)  \(box)  \(due)  "
        if let plate = task.plate {
            line +=
                Self.pad(title, to: TaskTitle.maximumLength) + "  "
                + ControlCharacterStripper.strip(plate.value)
        } else {
            line += title
        }
        var lines = [line]
        if !task.note.isEmpty {
            let note = ControlCharacterStripper.strip(task.note.value)
            let indent = String(repeating: " ", count: Self.noteIndent)
            lines += TextWrapper.wrap(phrases: [note], width: Self.width - Self.noteIndent)
                .map { indent + $0 }
        }
        self.lines = lines
    }

    /// The entry as text, every line ending in a newline.
    public var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    private static func dueText(
        _ task: TaskItem, _ today: CalendarDate, _ messages: Messages
    ) -> String {
        guard let due = task.dueDate else { return messages.noDueDate }
        let day = due.day.isoString
        return task.isOverdue(today: today) ? day + " " + messages.overdue : day
    }

    /// Wide enough for a day marked overdue and for the words for no day.
    private static func dueWidth(_ messages: Messages) -> Int {
        max("YYYY-MM-DD ".count + messages.overdue.count, messages.noDueDate.count)
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
