import Foundation
import PlateFinderApp

extension HelpText {
    /// What a help page says about an option only the `tasks` commands take.
    func taskOptionText(for option: CommandOption) -> String {
        switch option {
        case .note: localized("add, edit: the note.", "add, edit: la nota.")
        case .due: localized("add, edit: the due day.", "add, edit: la fecha límite.")
        case .noDue: localized("edit: remove the due day.", "edit: quita la fecha límite.")
        case .plate:
            localized(
                "add, edit: link the task to a vehicle.",
                "add, edit: vincula la tarea a un vehículo.")
        case .noPlate:
            localized(
                "edit: unlink the task from its vehicle.",
                "edit: desvincula la tarea de su vehículo.")
        case .title: localized("edit: the new title.", "edit: el nuevo título.")
        case .ics:
            localized(
                "export: write iCalendar (the only format, required).",
                "export: escribe iCalendar (el único formato, obligatorio).")
        case .output:
            localized(
                "export: write to FILE instead of standard output (- is standard "
                    + "output): a file is replaced whole, keeping its mode (0600 when new); "
                    + "a link is followed; a FIFO or device is written in place; a folder "
                    + "is refused, and so are the history file and SQLite's files beside it.",
                "export: escribe en ARCHIVO en lugar de la salida estándar (- es la salida "
                    + "estándar): un archivo se reemplaza entero y conserva su modo (0600 "
                    + "si es nuevo); un enlace se sigue; una FIFO o un dispositivo se "
                    + "escriben en su sitio; se rechazan una carpeta, el archivo del historial "
                    + "y los que SQLite mantiene junto a él.")
        default: text(for: option)
        }
    }

    /// What `--pending`, `--done` and `--all` of `tasks` mean, explained together.
    var taskFilterText: String {
        localized(
            "List pending tasks (the default), done tasks, or every task.",
            "Lista las pendientes (por omisión), las hechas o todas.")
    }

    var tasksJSONText: String {
        localized(
            "Print tasks as JSON: an array (list) or one object (add, done, undo, edit) "
                + "of {id, title, note, dueDate, isDone, createdAt, updatedAt, plate}; id is "
                + "the lower-case UUID, dueDate YYYY-MM-DD, timestamps ISO 8601 UTC, note and "
                + "plate null when absent. remind: an object {plate, created, existing}.",
            "Muestra las tareas en JSON: un arreglo (lista) o un objeto (add, done, undo, "
                + "edit) de {id, title, note, dueDate, isDone, createdAt, updatedAt, plate}; "
                + "id es el UUID en minúsculas, dueDate AAAA-MM-DD, las marcas de tiempo "
                + "ISO 8601 UTC, note y plate null si faltan. remind: un objeto {plate, "
                + "created, existing}.")
    }

    /// "Today", for due days and the overdue mark, is decided in this zone.
    var taskTimeZoneRow: CardRow {
        row(
            "TZ",
            localized(
                "Time zone that decides today for due days and overdue marks.",
                "Zona horaria que decide el día de hoy para fechas límite y vencidas."))
    }
}
