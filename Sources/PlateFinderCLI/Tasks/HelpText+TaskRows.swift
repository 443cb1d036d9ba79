import Foundation
import PlateFinderApp
import PlateFinderDomain

extension HelpText {
    var tasksCommandRows: [CardRow] {
        [
            row(
                localized("(none)", "(ninguno)"),
                localized(
                    "List the tasks: short id, [ ] or [x], due day (\"overdue\" when past), "
                        + "title, plate, and the note below. Pending first by due day, undated "
                        + "last, then done.",
                    "Lista las tareas: id corto, [ ] o [x], fecha límite (\"vencida\" si ya "
                        + "pasó), título, placa y la nota debajo. Pendientes primero por fecha, "
                        + "sin fecha al final, luego las hechas.")),
            row(
                "add",
                localized(
                    "Create a pending task; the words after add are its title. Prints its line.",
                    "Crea una tarea pendiente; las palabras tras add son su título. Muestra su "
                        + "línea.")),
            row("done", localized("Mark the task done.", "Marca la tarea como hecha.")),
            row(
                "undo",
                localized("Mark the task pending again.", "Vuelve a marcar la tarea pendiente.")),
            row(
                "edit",
                localized(
                    "Change the title, note or due day; --note '' removes the note.",
                    "Cambia el título, la nota o la fecha; --note '' quita la nota.")),
            row("remove", localized("Delete the task.", "Elimina la tarea.")),
            row(
                "remind",
                localized(
                    "Create the vehicle's renewal reminders: the registration payment that "
                        + "matters on the 1st of its month (today once late), its note giving "
                        + "the deadline and what the SRI says is owed; the tint permit on its "
                        + "expiry; the pending fines today, their count and total in the note. "
                        + "Uses the saved report, or looks the plate up as find does. Reminders "
                        + "already pending are not created twice (the fines' note is updated).",
                    "Crea los recordatorios de renovación del vehículo: el pago de matrícula "
                        + "que importa el día 1 de su mes (hoy si está atrasado), con la fecha "
                        + "límite y lo que el SRI dice que se debe en la nota; el polarizado en "
                        + "su caducidad; las multas pendientes hoy, con su número y total en la "
                        + "nota. Usa el informe guardado o consulta la placa como find. No "
                        + "duplica los recordatorios pendientes (la nota de las multas se "
                        + "actualiza).")),
            row(
                "export",
                localized(
                    "Write every task, pending and done, as an iCalendar (RFC 5545) file of "
                        + "to-dos to standard output or to --output; each pending task with a "
                        + "due day reminds at 09:00 the day before and on the day.",
                    "Escribe todas las tareas, pendientes y hechas, como un archivo iCalendar "
                        + "(RFC 5545) de tareas en la salida estándar o en --output; cada tarea "
                        + "pendiente con fecha avisa a las 09:00 del día anterior y del día.")),
        ]
    }

    var taskArgumentRows: [CardRow] {
        [
            row(
                localized("TITLE", "TÍTULO"),
                localized(
                    "The words are joined by single spaces; put -- before a title that starts "
                        + "with -.",
                    "Las palabras se unen con un espacio; ponga -- antes de un título que "
                        + "empiece por -.")),
            row(
                "ID",
                localized(
                    "The task's id or any start of it with at least "
                        + "\(ManageTasks.minimumPrefixLength) characters, in any case; it must "
                        + "match exactly one task.",
                    "El id de la tarea o cualquier comienzo de al menos "
                        + "\(ManageTasks.minimumPrefixLength) caracteres, en mayúsculas o "
                        + "minúsculas; debe corresponder a una sola tarea.")),
        ]
    }

    var taskRuleRows: [CardRow] {
        [
            row(
                localized("title", "título"),
                localized(
                    "1 to \(TaskTitle.maximumLength) characters once surrounding spaces are "
                        + "removed; an accented letter or an emoji counts as one.",
                    "De 1 a \(TaskTitle.maximumLength) caracteres sin los espacios de los "
                        + "extremos; una letra acentuada o un emoji cuentan como uno.")),
            row(
                localized("note", "nota"),
                localized(
                    "Optional, up to \(TaskNote.maximumLength) characters.",
                    "Opcional, hasta \(TaskNote.maximumLength) caracteres.")),
            row(
                localized("due", "fecha"),
                localized(
                    "Optional; today or later in the local time zone (TZ).",
                    "Opcional; hoy o después en la zona horaria local (TZ).")),
        ]
    }
}
