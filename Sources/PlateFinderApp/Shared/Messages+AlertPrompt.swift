import Foundation
import PlateFinderDomain
import PlateFinderPresentation

extension Messages {
    /// The question a confirmation asks, as its title.
    public func promptTitle(_ kind: AlertPrompt.Kind) -> String {
        switch kind {
        case .removeHistoryItem(let plate):
            localized("Remove \(safe(plate))?", "¿Quitar \(safe(plate))?")
        case .clearHistory:
            localized("Clear the history?", "¿Vaciar el historial?")
        case .removeFavorite(let plate):
            localized("Remove favourite \(safe(plate))?", "¿Quitar la favorita \(safe(plate))?")
        case .deleteTask(let title):
            localized("Remove task \(safe(title))?", "¿Quitar la tarea \(safe(title))?")
        }
    }

    /// What confirming does, in a sentence or two.
    public func promptMessage(_ kind: AlertPrompt.Kind) -> String {
        switch kind {
        case .removeHistoryItem(let plate):
            localized(
                "\(safe(plate)) leaves the search history, with any saved copy of its vehicle.",
                "\(safe(plate)) sale del historial de búsquedas, con la copia guardada de su "
                    + "vehículo si la hay.")
        case .clearHistory:
            localized(
                "Every search and saved vehicle is removed. Favourites are kept.",
                "Se quitan todas las búsquedas y vehículos guardados. Las favoritas se "
                    + "conservan.")
        case .removeFavorite(let plate):
            localized(
                "\(safe(plate)) is no longer a favourite. Its search history is kept.",
                "\(safe(plate)) deja de ser favorita. Su historial de búsquedas se conserva.")
        case .deleteTask(let title):
            localized(
                "The task “\(safe(title))” is removed for good, done or not.",
                "La tarea «\(safe(title))» se quita para siempre, esté hecha o no.")
        }
    }

    /// The label of a confirmation's button.
    public func promptLabel(_ label: AlertPrompt.Label) -> String {
        switch label {
        case .remove: localized("Remove", "Quitar")
        case .clearAll: localized("Clear all", "Vaciar todo")
        case .cancel: localized("Cancel", "Cancelar")
        }
    }

    private func safe(_ plate: Plate) -> String {
        ControlCharacterStripper.strip(plate.value)
    }

    private func safe(_ title: TaskTitle) -> String {
        ControlCharacterStripper.strip(title.value)
    }
}
