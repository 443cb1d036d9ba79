import Foundation
import Observation
import PlateFinderDomain

/// The task editor, for a new task or an existing one: the fields as typed, what is wrong
/// with each of them (recomputed on every change, so front ends show it as the person
/// types), and saving.
///
/// A due date is typed `YYYY-MM-DD` (empty for none) and must be today or later in the
/// clock's time zone, except the day the edited task already has, which it keeps even once
/// it is past. A task's vehicle is fixed when it is created, so the plate is only editable
/// for a new task.
@MainActor
@Observable
public final class TaskEditorViewModel {
    /// What the editor saves.
    public enum Mode: Equatable, Sendable {
        /// A new task.
        case create
        /// Changes to this task (as it was last read or saved).
        case edit(TaskItem)
    }

    /// What saving does; a successful save of a new task switches to editing it, so saving
    /// again never creates it twice.
    public internal(set) var mode: Mode
    /// The title as typed.
    public var title = ""
    /// The note as typed.
    public var note = ""
    /// The due date as typed, `YYYY-MM-DD`; empty for none.
    public var dueDateText = ""
    /// The outcome of the latest `save()`.
    public internal(set) var saved: Loadable<TaskItem> = .idle
    private var plateInput = ""

    @ObservationIgnored let manageTasks: ManageTasks
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored let clock: DayClock

    /// An editor in `mode`, its fields filled from the task when editing; "today" comes
    /// from `clock`.
    public init(mode: Mode, tasks: ManageTasks, errorHandler: ErrorHandler, clock: DayClock) {
        self.mode = mode
        manageTasks = tasks
        self.errorHandler = errorHandler
        self.clock = clock
        switch mode {
        case .create: break
        case .edit(let task): fill(from: task)
        }
    }

    /// The plate of the vehicle the task is about, as typed; empty for none. Changes are
    /// ignored unless `isPlateEditable`.
    public var plateText: String {
        get { plateInput }
        set { if isPlateEditable { plateInput = newValue } }
    }

    /// Whether `plateText` can change: only for a new task.
    public var isPlateEditable: Bool { isCreating }

    /// Whether saving creates a task.
    public var isCreating: Bool {
        switch mode {
        case .create: true
        case .edit: false
        }
    }

    /// Shows `task`'s fields as they are stored.
    func fill(from task: TaskItem) {
        title = task.title.value
        note = task.note.value
        dueDateText = task.dueDate?.day.isoString ?? ""
        plateInput = task.plate?.value ?? ""
    }
}
