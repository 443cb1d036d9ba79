import PlateFinderDomain

/// What `platefinder tasks` is asked to do.
enum TasksAction: Equatable {
    /// List the tasks `filter` selects, as text or JSON.
    case list(TaskFilter, json: Bool)
    /// Print the task whose id starts with `idPrefix`, as text or JSON.
    case show(idPrefix: String, json: Bool)
    /// Create a task.
    case add(TaskDraft, json: Bool)
    /// Mark the task whose id starts with `idPrefix` done, or pending again.
    case setDone(idPrefix: String, done: Bool, json: Bool)
    /// Change the task whose id starts with `idPrefix`: `changes`, and its vehicle.
    case edit(idPrefix: String, TaskChanges, plate: TaskPlateEdit, json: Bool)
    /// Delete the task whose id starts with `idPrefix`.
    case remove(idPrefix: String)
    /// Create the renewal reminders of the plate spelled `plateText`.
    case remind(plateText: String, json: Bool)
    /// Write every task as an iCalendar file to `output`, or to standard output.
    case export(output: String?)
}
