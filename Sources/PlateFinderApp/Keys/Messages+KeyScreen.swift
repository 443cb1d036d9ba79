import Foundation

extension Messages {
    /// The heading of the keys that work in `screen`, for the manual page.
    public func keyScreenTitle(_ screen: KeyScreen) -> String {
        switch screen {
        case .everywhere: localized("Everywhere", "En todas partes")
        case .search: localized("Search tab", "Pestaña Buscar")
        case .vehicleLists:
            localized("History and Favourites tabs", "Pestañas Historial y Favoritas")
        case .vehicle:
            localized("A vehicle opened from a list", "Un vehículo abierto desde una lista")
        case .tasks: localized("Tasks tab, and a task opened", "Pestaña Tareas y una tarea abierta")
        case .taskEditor: localized("Task editor", "Editor de tareas")
        case .question: localized("A question (remove, clear)", "Una pregunta (quitar, vaciar)")
        case .keysList: localized("The list of keys (?)", "La lista de teclas (?)")
        }
    }
}
