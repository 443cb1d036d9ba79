import PlateFinderDomain
import PlateFinderPresentation

/// A field of the task editor, top to bottom, in every front end.
public enum TaskEditorField: CaseIterable, Sendable {
    /// The title.
    case title
    /// The note.
    case note
    /// The due day, `YYYY-MM-DD`.
    case due
    /// The linked vehicle's plate.
    case plate

    /// The fields `editor` shows: the plate only for a new task, as the only time it can change.
    @MainActor
    public static func fields(of editor: TaskEditorViewModel) -> [TaskEditorField] {
        editor.isPlateEditable ? allCases : [.title, .note, .due]
    }

    /// The label's wording.
    public var label: TaskFieldLabel {
        switch self {
        case .title: .title
        case .note: .note
        case .due: .due
        case .plate: .plate
        }
    }

    /// The most characters the field takes: past each rule, so the rule's message can show,
    /// and no more, since the text is typed into memory.
    public var maximumInput: Int {
        switch self {
        case .title: TaskTitle.maximumLength * 3
        case .note: TaskNote.maximumLength + 1
        case .due: 16
        case .plate: 16
        }
    }

    /// What the field shows while it is empty.
    public var placeholder: String {
        switch self {
        case .due: "YYYY-MM-DD"
        case .plate: "ABC1234"
        case .title, .note: ""
        }
    }
}
