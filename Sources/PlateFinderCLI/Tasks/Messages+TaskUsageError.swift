import Foundation
import PlateFinderApp
import PlateFinderDomain

extension Messages {
    /// One sentence that tells a person what was wrong with a `tasks` command line.
    public func sentence(for error: TaskUsageError) -> String {
        switch error {
        case .missingTitle:
            localized(
                "No title given; write it after 'tasks add', for example: platefinder tasks add "
                    + "Pay the fines.",
                "Falta el título; escríbalo después de 'tasks add', por ejemplo: platefinder "
                    + "tasks add Pagar las multas.")
        case .missingID:
            localized(
                "No task id given; write at least its first \(ManageTasks.minimumPrefixLength) "
                    + "characters, as 'platefinder tasks' shows them.",
                "Falta el id de la tarea; escriba al menos sus primeros "
                    + "\(ManageTasks.minimumPrefixLength) caracteres, como los muestra "
                    + "'platefinder tasks'.")
        case .invalidDueDate(let text):
            localized(
                "Invalid --due '\(typedText(text))': give a day as YYYY-MM-DD, for example "
                    + "2026-12-31.",
                "El valor '\(typedText(text))' de --due no es válido: indique un día como "
                    + "AAAA-MM-DD, por ejemplo 2026-12-31.")
        case .conflictingOptions(let first, let second):
            localized(
                "The options \(first) and \(second) cannot be used together.",
                "Las opciones \(first) y \(second) no se pueden usar juntas.")
        case .nothingToEdit:
            localized(
                "Nothing to change; give --title, --note, --due, --no-due, --plate or "
                    + "--no-plate.",
                "No hay nada que cambiar; indique --title, --note, --due, --no-due, --plate o "
                    + "--no-plate.")
        case .missingExportFormat:
            localized(
                "Say which format to export; --ics (an iCalendar file) is the only one for now.",
                "Indique el formato de exportación; por ahora solo existe --ics (un archivo "
                    + "iCalendar).")
        }
    }
}
