import PlateFinderApp
import PlateFinderPresentation
import TerminalUI

/// The task editor on screen: the view model, which field has the keyboard, and the text
/// and cursor of each field. Typing edits the focused field and writes it to the view
/// model, which validates it at once.
@MainActor
struct TaskEditorForm {
    /// The editor's state and rules.
    let viewModel: TaskEditorViewModel
    /// The field that has the keyboard.
    private(set) var focus = TaskEditorField.title
    private var editors: [TaskEditorField: LineEditor]

    /// A form over `viewModel`, its fields filled from it.
    init(viewModel: TaskEditorViewModel) {
        self.viewModel = viewModel
        editors = [
            .title: LineEditor(text: viewModel.title), .note: LineEditor(text: viewModel.note),
            .due: LineEditor(text: viewModel.dueDateText),
            .plate: LineEditor(text: viewModel.plateText),
        ]
    }

    /// The fields shown: the plate only for a new task.
    var fields: [TaskEditorField] {
        TaskEditorField.fields(of: viewModel)
    }

    /// The text and cursor of `field`.
    func editor(for field: TaskEditorField) -> LineEditor {
        editors[field] ?? LineEditor()
    }

    /// Moves between fields (Up, Down, Tab, Shift-Tab) or edits the focused one, a paste
    /// inserted into it; false for other keys.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .backTab: moveFocus(by: -1)
        case .down, .tab: moveFocus(by: 1)
        case .character where editor(for: focus).text.count >= focus.maximumInput: break
        case .character, .backspace, .delete, .left, .right, .home, .end:
            var editor = editor(for: focus)
            guard editor.handle(key) else { return false }
            editors[focus] = editor
            write(editor.text, to: focus)
        case .paste(let text):
            var editor = editor(for: focus)
            editor.insert(text, limit: focus.maximumInput)
            editors[focus] = editor
            write(editor.text, to: focus)
        case .enter, .pageUp, .pageDown, .escape, .interrupt, .suspend, .control:
            return false
        }
        return true
    }

    private mutating func moveFocus(by step: Int) {
        let fields = fields
        let index = fields.firstIndex(of: focus) ?? 0
        focus = fields[(index + step + fields.count) % fields.count]
    }

    private func write(_ text: String, to field: TaskEditorField) {
        switch field {
        case .title: viewModel.title = text
        case .note: viewModel.note = text
        case .due: viewModel.dueDateText = text
        case .plate: viewModel.plateText = text
        }
    }
}
