import Foundation
import PlateFinderDomain
import PlateFinderPresentation

extension Messages {
    /// The heading of the tasks list: which tasks it shows and how many.
    public func taskListHeading(_ filter: TaskFilter, count: Int) -> String {
        let name =
            switch filter {
            case .pending: localized("Pending", "Pendientes")
            case .done: localized("Done", "Hechas")
            case .all: localized("All tasks", "Todas las tareas")
            }
        return "\(name) (\(count))"
    }

    /// The title of the task editor.
    public func taskEditorTitle(isCreating: Bool) -> String {
        isCreating ? localized("New task", "Nueva tarea") : localized("Edit task", "Editar tarea")
    }

    /// The label of a field of the task editor or a row of the task's card.
    public func taskFieldLabel(_ field: TaskFieldLabel) -> String {
        switch field {
        case .title: localized("Title", "Título")
        case .note: localized("Note", "Nota")
        case .due: localized("Due", "Fecha")
        case .plate: localized("Plate", "Placa")
        case .status: localized("Status", "Estado")
        case .created: localized("Created", "Creada")
        case .updated: localized("Updated", "Cambiada")
        }
    }

    /// Whether a task is done, for its card.
    public func taskStatus(isDone: Bool) -> String {
        isDone ? localized("done", "hecha") : localized("pending", "pendiente")
    }

    /// Shown under the title field: how many more characters it takes.
    public func titleCharactersLeft(_ count: Int) -> String {
        plural(
            count, one: localized("1 character left", "queda 1 carácter"),
            other: localized("\(count) characters left", "quedan \(count) caracteres"))
    }

    /// Shown under the due date field while it holds no mistake.
    public var dueDateHint: String {
        localized(
            "YYYY-MM-DD, today or later; empty for none",
            "AAAA-MM-DD, hoy o después; vacía si no hay")
    }

    /// Shown under the plate field while it holds no mistake.
    public var taskPlateHint: String {
        localized(
            "The vehicle it is about; empty for none", "El vehículo de la tarea; vacía si no hay")
    }

    /// Why the due date typed in the editor cannot be saved; `text` is what was typed.
    public func sentence(for error: TaskDueDateInputError, text: String) -> String {
        switch error {
        case .unreadable:
            localized(
                "Write the due date as YYYY-MM-DD, for example 2027-05-01.",
                "Escriba la fecha como AAAA-MM-DD, por ejemplo 2027-05-01.")
        case .rejected(let rule):
            sentence(
                for: rule,
                input: TaskInput(
                    dueDate: CalendarDate(isoString: text.trimmingCharacters(in: .whitespaces))))
        }
    }

    /// Why the plate typed in the editor cannot be linked.
    public func taskPlateSentence(_ format: PlateFormat) -> String {
        localized(
            "Not a complete plate (\(formatName(format))); a plate looks like ABC1234.",
            "No es una placa completa (\(formatName(format))); una placa tiene la forma ABC1234.")
    }

    /// Said on a task's screen when the task does not exist (any more).
    public var taskNotFound: String {
        localized(
            "This task does not exist; it may have been removed.",
            "Esta tarea no existe; puede que se haya quitado.")
    }

    /// Said while a vehicle's reminders are being created.
    public var creatingReminders: String {
        localized("Creating reminders…", "Creando recordatorios…")
    }

    /// The outcome of the reminders key on a vehicle card.
    public func remindersOutcome(_ reminders: RenewalReminders, plate: Plate) -> String {
        let shown = ControlCharacterStripper.strip(plate.value)
        switch (reminders.createdCount, reminders.existingCount) {
        case (0, 0):
            return noReminders(plate: plate)
        case (0, _):
            return localized(
                "The reminders for \(shown) are already there, in Tasks.",
                "Los recordatorios de \(shown) ya existen, en Tareas.")
        case (let count, _):
            return plural(
                count,
                one: localized(
                    "1 reminder created for \(shown); see it in Tasks.",
                    "Se creó 1 recordatorio para \(shown); véalo en Tareas."),
                other: localized(
                    "\(count) reminders created for \(shown); see them in Tasks.",
                    "Se crearon \(count) recordatorios para \(shown); véalos en Tareas."))
        }
    }
}
