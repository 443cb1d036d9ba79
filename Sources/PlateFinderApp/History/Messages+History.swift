import Foundation
import PlateFinderDomain

extension Messages {
    /// Said when `platefinder history` has nothing to list.
    public var emptyHistory: String {
        localized("The search history is empty.", "El historial de búsquedas está vacío.")
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

    /// What a history line says of a plate whose saved vehicle was pruned since.
    public var noLongerSaved: String {
        localized("no longer saved", "ya no está guardado")
    }
}
