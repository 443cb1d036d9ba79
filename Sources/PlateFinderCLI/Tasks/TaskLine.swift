import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// How `platefinder tasks` prints one task: a line with the short id, a check box, the due
/// day (marked when overdue), the title and the linked plate; then the note, if any,
/// wrapped on indented lines below.
///
/// `3f2a9c1e  [ ]  2026-05-01 overdue  Registration PBX1234  PBX1234`
///
/// Columns are counted as the terminal shows them (`DisplayWidth`: a CJK character or an
/// emoji takes two, a combining accent none).
struct TaskLine: Equatable, Sendable {
    /// How many characters of the id are shown; any 4 or more of them find the task.
    static let shortIDLength = 8
    /// Where the note's lines start, under the check box.
    static let noteIndent = shortIDLength + 2
    /// Notes wrap within this many columns, counting the indent.
    static let width = 80

    /// The task's line and its note's lines, each without a newline, terminal-safe.
    let lines: [String]

    /// The entry for `task`, overdue as seen on `today`, worded by `messages`; a linked
    /// title is padded to `titleColumns` (at least the longest title allowed) so the plate
    /// lines up with other entries padded alike.
    init(
        task: TaskItem, today: CalendarDate, messages: Messages,
        titleColumns: Int = TaskTitle.maximumLength
    ) {
        let id = String(task.id.uuidString.lowercased().prefix(Self.shortIDLength))
        let box = task.isDone ? "[x]" : "[ ]"
        let due = Self.pad(Self.dueText(task, today, messages), to: Self.dueWidth(messages))
        let title = ControlCharacterStripper.strip(task.title.value)
        var line = "\(id)  \(box)  \(due)  "
        if let plate = task.plate {
            line +=
                Self.pad(title, to: max(titleColumns, TaskTitle.maximumLength)) + "  "
                + ControlCharacterStripper.strip(plate.value)
        } else {
            line += title
        }
        var lines = [line]
        if !task.note.isEmpty {
            let note = ControlCharacterStripper.strip(task.note.value)
            let indent = String(repeating: " ", count: Self.noteIndent)
            lines += TextWrap.lines(phrases: [note], width: Self.width - Self.noteIndent).map {
                indent + $0
            }
        }
        self.lines = lines
    }

    /// The entries of `tasks` in order, every line ending in a newline, their plates in one
    /// column: titles are padded to the widest linked title (at least the longest allowed).
    static func listing(_ tasks: [TaskItem], today: CalendarDate, messages: Messages) -> String {
        let titleColumns = tasks.filter { $0.plate != nil }
            .map { DisplayWidth.of(ControlCharacterStripper.strip($0.title.value)) }
            .reduce(TaskTitle.maximumLength, max)
        return tasks.map {
            TaskLine(
                task: $0, today: today, messages: messages, titleColumns: titleColumns
            ).text
        }.joined()
    }

    /// The entry as text, every line ending in a newline.
    var text: String {
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
        max(DisplayWidth.of("YYYY-MM-DD " + messages.overdue), DisplayWidth.of(messages.noDueDate))
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
