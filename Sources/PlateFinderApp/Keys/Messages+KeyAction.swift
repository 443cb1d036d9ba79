import Foundation

extension Messages {
    /// What a key does, as a short phrase for the app's keys overlay and the manual page.
    public func keyDescription(_ action: KeyAction) -> String {
        switch action {
        case .search: localized("Search the plate typed", "Buscar la placa escrita")
        case .open:
            localized("Open the selected vehicle or task", "Abrir el vehículo o la tarea elegida")
        case .toggleFavorite:
            localized("Add to or remove from favourites", "Añadir a favoritas o quitar")
        case .remove:
            localized("Remove the selected item (asks first)", "Quitar el elegido (pregunta antes)")
        case .clearHistory:
            localized(
                "Clear the whole history (asks first)", "Vaciar el historial (pregunta antes)")
        case .back:
            localized(
                "Go back, close a message, or empty the plate field",
                "Volver, cerrar un mensaje o vaciar la placa")
        case .switchTab: localized("Next or previous tab", "Pestaña siguiente o anterior")
        case .goToTab:
            localized(
                "Go to a tab (outside the plate field)", "Ir a una pestaña (fuera de la placa)")
        case .move:
            localized(
                "Move in a list or scroll a card", "Moverse en una lista o desplazar la ficha")
        case .scroll: localized("Scroll a vehicle card", "Desplazar la ficha del vehículo")
        case .jump:
            localized("Go to the first or last line", "Ir a la primera o la última línea")
        case .showKeys: localized("Show the list of keys", "Mostrar la lista de teclas")
        case .quit: localized("Quit (q outside text fields)", "Salir (q fuera de los campos)")
        case .retry: localized("Try again after an error", "Reintentar tras un error")
        case .dismiss: localized("Hide an error message", "Ocultar un mensaje de error")
        case .confirm: localized("Answer yes to a question", "Responder sí a una pregunta")
        case .cancel: localized("Answer no to a question", "Responder no a una pregunta")
        case .choose: localized("Press the highlighted button", "Pulsar el botón resaltado")
        case .switchButton: localized("Highlight the other button", "Resaltar el otro botón")
        case .close: localized("Close the list of keys", "Cerrar la lista de teclas")
        case .toggleDone:
            localized("Mark the task done or pending", "Marcar la tarea hecha o pendiente")
        case .newTask: localized("Add a task", "Añadir una tarea")
        case .edit: localized("Edit the task shown", "Editar la tarea mostrada")
        case .filter:
            localized("Show pending, done or all tasks", "Ver tareas pendientes, hechas o todas")
        case .save: localized("Save the task being edited", "Guardar la tarea editada")
        case .nextField:
            localized("Next or previous field of the editor", "Campo siguiente o anterior")
        case .reminders:
            localized(
                "Create the vehicle's renewal reminders", "Crear los recordatorios del vehículo")
        case .toggleFines:
            localized(
                "Show or hide each fine of the vehicle", "Mostrar u ocultar cada multa del vehículo"
            )
        case .redraw: localized("Redraw the whole screen", "Redibujar toda la pantalla")
        case .suspend:
            localized(
                "Suspend to the shell; fg brings it back",
                "Suspender y volver a la terminal; fg la retoma")
        case .showDue:
            localized(
                "Favourites: what falls due soon", "Favoritas: lo que vence pronto")
        case .paste:
            localized(
                "Paste into the field, as text only, never as keys",
                "Pegar en el campo, solo como texto, nunca como teclas")
        }
    }
}
