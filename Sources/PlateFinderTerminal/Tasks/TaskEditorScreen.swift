import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The task editor: a title, then each field with its label and, under it, what is wrong
/// with it (in the error style) or a hint. Messages wrap when the screen has the rows, and
/// are cut to one line each when it has not.
struct TaskEditorScreen {
    /// The widest a field is drawn.
    static let maximumFieldWidth = 60

    /// The form shown.
    let form: TaskEditorForm

    /// Draws into `rect`.
    @MainActor
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let model = form.viewModel
        let theme = context.theme
        let messages = context.messages
        let x = buffer.write("‹ ", x: rect.x, y: rect.y, style: theme.secondary)
        buffer.write(
            messages.taskEditorTitle(isCreating: model.isCreating), x: x, y: rect.y,
            style: theme.emphasis, limit: rect.maxX)
        let labels = form.fields.map { messages.taskFieldLabel($0.label) }
        let fieldX = rect.x + (labels.map(DisplayWidth.of).max() ?? 0) + 2
        let width = max(1, rect.maxX - fieldX)
        let notes = form.fields.map {
            TaskEditorNote(for: $0, of: form.viewModel, messages: context.messages)
        }
        let saveFailure = model.saved.error?.taskFailure.map(messages.sentence(for:))
        let focused = form.fields.firstIndex(of: form.focus) ?? 0
        let wrapped = Self.fit(
            notes.map { $0.text.isEmpty ? [] : TextWrap.lines($0.text, width: width) },
            rows: rect.height - 1,
            focused: focused)
        let used = 1 + form.fields.count + wrapped.map(\.count).reduce(0, +)
        var y = rect.y + (used < rect.height ? 2 : 1)
        for (index, field) in form.fields.enumerated() {
            let isFocused = field == form.focus
            buffer.write(
                labels[index], x: rect.x, y: y, style: isFocused ? theme.emphasis : theme.secondary)
            let editor = form.editor(for: field)
            TextField(
                // A field without the keyboard shows its start.
                text: editor.text, cursor: isFocused ? editor.cursor : 0,
                placeholder: field.placeholder,
                isFocused: isFocused
            ).draw(
                in: Rect(x: fieldX, y: y, width: min(width, Self.maximumFieldWidth), height: 1),
                into: &buffer, theme: theme)
            y += 1
            for line in wrapped[index] where y < rect.maxY {
                buffer.write(
                    line, x: fieldX, y: y,
                    style: notes[index].isError ? theme.error : theme.secondary,
                    limit: rect.maxX)
                y += 1
            }
        }
        if let saveFailure, y < rect.maxY {
            buffer.write(saveFailure, x: rect.x, y: y, style: theme.error, limit: rect.maxX)
        }
    }

    /// The lines of each field's message that fit in `rows` rows beside one row per field:
    /// every message whole (a blank line for a field without one) when they fit; otherwise
    /// the first line of each message, then the rest of the focused field's message, then
    /// the others'.
    static func fit(_ messages: [[String]], rows: Int, focused: Int) -> [[String]] {
        let whole = messages.map { $0.isEmpty ? [""] : $0 }
        var left = rows - messages.count
        if whole.map(\.count).reduce(0, +) <= left { return whole }
        var shown = messages.map { _ in [String]() }
        for index in messages.indices where !messages[index].isEmpty && left > 0 {
            shown[index] = [messages[index][0]]
            left -= 1
        }
        let order = [focused] + messages.indices.filter { $0 != focused }
        for index in order {
            while left > 0, shown[index].count < messages[index].count {
                shown[index].append(messages[index][shown[index].count])
                left -= 1
            }
        }
        return shown
    }
}

extension AppError {
    /// The task failure shown inline, when it is one; saving a task fails with no other
    /// kind but interruptions, which the error banner shows.
    fileprivate var taskFailure: TaskFailure? {
        switch self {
        case .task(let failure): failure
        case .plate, .interruption: nil
        }
    }
}
