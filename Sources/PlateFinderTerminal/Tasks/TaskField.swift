import PlateFinderApp
import PlateFinderDomain

/// A field of the task editor, top to bottom.
enum TaskField: CaseIterable {
    case title
    case note
    case due
    case plate

    /// The label's wording.
    var label: TaskFieldLabel {
        switch self {
        case .title: .title
        case .note: .note
        case .due: .due
        case .plate: .plate
        }
    }

    /// The most characters the field takes: past each rule, so the rule's message can show,
    /// and no more, since the text is typed into memory.
    var maximumInput: Int {
        switch self {
        case .title: TaskTitle.maximumLength * 3
        case .note: TaskNote.maximumLength + 1
        case .due: 16
        case .plate: 16
        }
    }
}
