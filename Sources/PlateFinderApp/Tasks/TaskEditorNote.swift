import PlateFinderDomain
import PlateFinderPresentation

/// What the task editor says under one of its fields, in every front end: what is wrong
/// with it, or a hint.
public struct TaskEditorNote: Equatable, Sendable {
    /// The sentence; empty when the field needs none.
    public let text: String
    /// Whether it says what is wrong, rather than how to fill the field.
    public let isError: Bool

    /// The note under `field` of `editor`, worded by `messages`.
    @MainActor
    public init(for field: TaskEditorField, of editor: TaskEditorViewModel, messages: Messages) {
        switch field {
        case .title:
            // An empty title only needs typing; the rule is shown once something is typed.
            if let error = editor.titleError, !editor.title.isEmpty {
                self.init(
                    error: messages.sentence(for: error, input: TaskInput(title: editor.title)))
            } else {
                self.init(hint: messages.titleCharactersLeft(editor.titleCharactersLeft))
            }
        case .note:
            if let error = editor.noteError {
                self.init(error: messages.sentence(for: error, input: TaskInput(note: editor.note)))
            } else {
                self.init(hint: "")
            }
        case .due:
            if let error = editor.dueDateError {
                self.init(error: messages.sentence(for: error, text: editor.dueDateText))
            } else {
                self.init(hint: messages.dueDateHint)
            }
        case .plate:
            if let format = editor.plateError {
                self.init(error: messages.taskPlateSentence(format))
            } else {
                self.init(hint: messages.taskPlateHint)
            }
        }
    }

    private init(error: String) {
        text = error
        isError = true
    }

    private init(hint: String) {
        text = hint
        isError = false
    }
}
