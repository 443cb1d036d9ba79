import Foundation
import PlateFinderApp
import PlateFinderDomain

extension Messages {
    /// Said after `history remove`: the plate is not (or no longer) in the history.
    public func notInHistory(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized(
            "\(plate) is not in the search history.",
            "\(plate) no está en el historial de búsquedas.")
    }

    /// Said for each plate `history remove` took out of the history.
    public func removedFromHistory(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized(
            "\(plate) was removed from the search history.",
            "\(plate) se quitó del historial de búsquedas.")
    }

    /// Said after `history clear`.
    public var historyCleared: String {
        localized(
            "The search history is now empty.", "El historial de búsquedas ahora está vacío.")
    }

    /// The question `history clear` asks on a terminal, ending in a space for the answer.
    public var clearHistoryPrompt: String {
        localized(
            "Clear the whole search history? [y/N] ",
            "¿Vaciar todo el historial de búsquedas? [s/N] ")
    }

    /// Said when the person did not confirm clearing the history.
    public var clearHistoryCancelled: String {
        localized("Nothing was cleared.", "No se ha borrado nada.")
    }
}
