import Foundation
import PlateFinderDomain

extension TaskEditorViewModel {
    /// Why the title cannot be saved (empty, or too long), if it cannot.
    public var titleError: TaskValidationError? {
        Self.brokenRule { () throws(TaskValidationError) in _ = try TaskTitle(title) }
    }

    /// How many more characters the title takes, counted like `TaskTitle` (as a person
    /// sees them, surrounding white space ignored); negative when it is too long.
    public var titleCharactersLeft: Int {
        TaskTitle.maximumLength - title.trimmingCharacters(in: .whitespacesAndNewlines).count
    }

    /// Why the note cannot be saved (too long), if it cannot.
    public var noteError: TaskValidationError? {
        Self.brokenRule { () throws(TaskValidationError) in _ = try TaskNote(note) }
    }

    /// Why the due date cannot be saved (unreadable, or in the past), if it cannot.
    public var dueDateError: TaskDueDateInputError? {
        switch dueDate {
        case .success: nil
        case .failure(let error): error
        }
    }

    /// The format of the typed plate when it is not a complete plate (nil when empty).
    public var plateError: PlateFormat? {
        let submission = PlateSubmission(plateText)
        guard submission.lookupPlate == nil, submission.format != .empty else { return nil }
        return submission.format
    }

    /// Whether every field can be saved, something is to be saved (a new task, or a change
    /// of the edited one), and no save is in flight.
    public var canSave: Bool {
        let isValid =
            titleError == nil && noteError == nil && dueDateError == nil && plateError == nil
        return isValid && !saved.isLoading && (isCreating || hasChanges)
    }

    /// The due day typed: nil for none, or why it cannot be saved.
    var dueDate: Result<CalendarDate?, TaskDueDateInputError> {
        let text = dueDateText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return .success(nil) }
        guard let day = CalendarDate(isoString: text) else { return .failure(.unreadable) }
        // The day was valid when it was set; editing the title must not fail over it.
        if case .edit(let task) = mode, task.dueDate?.day == day { return .success(day) }
        do {
            return .success(try TaskDueDate(day, today: clock.today()).day)
        } catch {
            return .failure(.rejected(error))
        }
    }

    /// The plate typed, as submitted (an old three-digit car plate written with four
    /// digits); nil when none is, or when it is not complete (`plateError` says so).
    var linkedPlate: LookupPlate? {
        PlateSubmission(plateText).lookupPlate
    }

    private static func brokenRule(
        _ check: () throws(TaskValidationError) -> Void
    ) -> TaskValidationError? {
        do {
            try check()
            return nil
        } catch {
            return error
        }
    }
}
