import Foundation
import PlateFinderDomain

extension Messages {
    /// Said when `platefinder history` has nothing to list.
    public var emptyHistory: String {
        localized("The search history is empty.", "El historial de búsquedas está vacío.")
    }

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

    /// A vehicle in a few words: make, model and model year, e.g. `TOYOTA AA COROLLA 1.6
    /// (2009)`; the texts must already be safe to print.
    public func vehicleSummary(_ car: Car) -> String {
        let name = [car.manufacturer, car.model].filter { !$0.isEmpty }.joined(separator: " ")
        let year = car.year.isEmpty ? "" : "(\(car.year))"
        let summary = [name, year].filter { !$0.isEmpty }.joined(separator: " ")
        return summary.isEmpty ? Messages.emptyValue : summary
    }

    /// Why the ANT's page gave no vehicle, in a few words for one line of the history.
    public func historyFailure(_ reason: LookupFailureReason) -> String {
        switch reason {
        case .unreachable: localized("portal unreachable", "portal inaccesible")
        case .busy(let statusCode, _):
            localized("portal busy (HTTP \(statusCode))", "portal ocupado (HTTP \(statusCode))")
        case .httpStatus(let statusCode):
            localized("portal error (HTTP \(statusCode))", "error del portal (HTTP \(statusCode))")
        case .timedOut: localized("portal timed out", "el portal no respondió a tiempo")
        case .unexpectedAnswer: localized("portal unavailable", "portal no disponible")
        case .noData: localized("no data on the portal", "sin datos en el portal")
        case .notUnderstood: localized("portal page not understood", "página del portal ilegible")
        }
    }

    /// What a history line says after a vehicle whose latest search failed.
    public func lastSearchFailed(_ reason: LookupFailureReason) -> String {
        localized("saved copy; last search: ", "copia guardada; última búsqueda: ")
            + historyFailure(reason)
    }
}
