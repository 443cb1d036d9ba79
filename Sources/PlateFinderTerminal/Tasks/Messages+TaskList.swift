import Foundation
import PlateFinderApp
import PlateFinderDomain

/// The tasks tab's words that name its keys.
extension Messages {
    /// Said by the tasks tab when the filter selects nothing.
    func emptyTaskList(_ filter: TaskFilter) -> String {
        switch filter {
        case .pending:
            localized(
                "Nothing pending. Press n to add a task.",
                "Nada pendiente. Pulse n para añadir una tarea.")
        case .done:
            localized("No task is done yet.", "Todavía no hay tareas hechas.")
        case .all:
            localized(
                "No tasks yet. Press n to add one.",
                "Todavía no hay tareas. Pulse n para añadir una.")
        }
    }
}
