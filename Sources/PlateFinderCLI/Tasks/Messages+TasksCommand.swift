import Foundation
import PlateFinderApp
import PlateFinderDomain

extension Messages {
    /// Said when `platefinder tasks` has nothing to list for `filter`.
    public func noTasks(_ filter: TaskFilter) -> String {
        switch filter {
        case .pending:
            localized(
                "Nothing pending; add a task with 'platefinder tasks add TITLE'.",
                "No hay tareas pendientes; añada una con 'platefinder tasks add TÍTULO'.")
        case .done:
            localized("No task is done yet.", "Todavía no hay tareas hechas.")
        case .all:
            localized(
                "There are no tasks yet; add one with 'platefinder tasks add TITLE'.",
                "Todavía no hay tareas; añada una con 'platefinder tasks add TÍTULO'.")
        }
    }

    /// Said after `tasks remove`, naming the task by its short id and title.
    public func taskRemoved(shortID: String, title: String) -> String {
        let title = ControlCharacterStripper.strip(title)
        return localized(
            "Removed task \(shortID) (\(title)).", "Se eliminó la tarea \(shortID) (\(title)).")
    }

    /// The heading above the reminders `tasks remind` just created for `plate`.
    public func remindersCreated(_ count: Int, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return plural(
            count,
            one: localized(
                "Created 1 reminder for \(plate):", "Se creó 1 recordatorio para \(plate):"),
            other: localized(
                "Created \(count) reminders for \(plate):",
                "Se crearon \(count) recordatorios para \(plate):"))
    }

    /// The heading above the reminders `plate` already had, pending.
    public func remindersExisting(_ count: Int, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return plural(
            count,
            one: localized(
                "1 reminder for \(plate) was already there:",
                "Ya existía 1 recordatorio para \(plate):"),
            other: localized(
                "\(count) reminders for \(plate) were already there:",
                "Ya existían \(count) recordatorios para \(plate):"))
    }

    /// Says that the reminders came from the vehicle saved on `fetchedAt` (local date and
    /// time in `timeZone`), not from the portal just now; a copy an hour old or more also
    /// gets the command that asks the portal again, a younger one only its age.
    public func remindersFromSavedCopy(
        plate: Plate, fetchedAt: Date, now: Date, timeZone: TimeZone
    ) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        let date = DateText.local(fetchedAt, timeZone: timeZone)
        guard now.wholeSeconds(since: fetchedAt) >= Self.ageWorthAskingAgain else {
            let age = age(since: fetchedAt, now: now)
            return localized(
                "The reminders use the vehicle saved \(age) (\(date)).",
                "Los recordatorios usan el vehículo guardado \(age) (\(date)).")
        }
        return localized(
            "The reminders use the vehicle saved on \(date); run 'platefinder find \(plate)' "
                + "first to use the portal's latest.",
            "Los recordatorios usan el vehículo guardado el \(date); ejecute 'platefinder find "
                + "\(plate)' antes para usar lo último del portal.")
    }

    /// Says what the reminders lack because `failure` kept the `part` of the report from
    /// answering: the registration's lateness and debt (the SRI), the fines' reminder (the
    /// grid), the tint permit's expiry (the ANT's page). The part is named apart from the
    /// failure, which names the host that failed: the grid fails with the ANT's page.
    public func remindersWithout(_ part: VehicleSource, because failure: LookupFailure) -> String {
        let why = capitalizedFirst(failureClause(failure))
        return switch part {
        case .sri:
            localized(
                "\(why): the registration reminder follows the plate's month, and cannot say "
                    + "whether the registration is late or what is owed.",
                "\(why): el recordatorio de matrícula sigue el mes de la placa, y no puede "
                    + "decir si la matrícula está atrasada ni cuánto se debe.")
        case .fines:
            localized(
                "\(why): no reminder of the pending fines could be made.",
                "\(why): no se pudo crear el recordatorio de las multas pendientes.")
        case .ant:
            localized(
                "\(why): the tint permit's expiry is not known, so it has no reminder.",
                "\(why): no se conoce el vencimiento del permiso de polarizado, así que no "
                    + "tiene recordatorio.")
        }
    }

    /// How old, in seconds, a saved vehicle is before the reminders suggest asking again.
    static let ageWorthAskingAgain = 3_600

    /// Said after `tasks export --output FILE`.
    public func tasksExported(_ count: Int, path: String) -> String {
        let path = ControlCharacterStripper.strip(path)
        return plural(
            count, one: localized("Exported 1 task to \(path).", "Se exportó 1 tarea a \(path)."),
            other: localized(
                "Exported \(count) tasks to \(path).", "Se exportaron \(count) tareas a \(path)."))
    }

    /// Why the calendar could not be written to `path`; `reason` is the system's.
    public func exportNotWritten(path: String, reason: String) -> String {
        let path = ControlCharacterStripper.strip(path)
        let reason = clause(reason)
        return localized(
            "Could not write the calendar to \(path) (\(reason)); choose another --output.",
            "No se pudo escribir el calendario en \(path) (\(reason)); elija otra --output.")
    }
}
