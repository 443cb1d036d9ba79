import Foundation
import PlateFinderDomain

extension Messages {
    /// The name of a fines status as a heading: `Pending`, `Paid`, …
    public func fineStatusName(_ status: FineStatus) -> String {
        switch status {
        case .pending: localized("Pending", "Pendientes")
        case .disputed: localized("Disputed", "En impugnación")
        case .voided: localized("Voided", "Anuladas")
        case .paid: localized("Paid", "Pagadas")
        case .inAgreement: localized("In agreement", "En convenio")
        }
    }

    /// The pending fines in a few words: `4 pending — USD 230.30`.
    public func pendingFinesSummary(_ list: FineList) -> String {
        localized("\(list.count) pending", "\(list.count) pendientes") + " — " + money(list.total)
    }

    /// The heading of one status's list: `Pending: 4 fines — USD 230.30`.
    public func fineListHeading(_ list: FineList) -> String {
        let count =
            list.count == 1
            ? localized("1 fine", "1 multa")
            : localized("\(list.count) fines", "\(list.count) multas")
        return fineStatusName(list.status) + ": " + count + " — " + money(list.total)
    }

    /// The title of the card row that gives the pending fines' total.
    public var finesTotalLabel: String {
        localized("Fines total", "Total multas")
    }

    /// What the fines total row says when the fines could not be read.
    public func finesNotRead(_ error: CarInfoError) -> String {
        localized("could not be read", "no se pudieron leer") + " (" + failureSummary(error) + ")"
    }

    /// The heading of the fines' part of a vehicle card.
    public var finesHeading: String {
        localized("Traffic fines (ANT)", "Multas de tránsito (ANT)")
    }

    /// The column titles of the fines table: date, citation, points, amount, article.
    public var fineColumnTitles: [String] {
        [
            localized("Date", "Fecha"), localized("Citation", "Citación"),
            localized("Points", "Puntos"), localized("Amount", "Valor"),
            localized("Article", "Artículo"),
        ]
    }

    /// Said under a status's heading when it lists no fines.
    public var noFines: String {
        localized("No fines.", "Sin multas.")
    }

    /// Where a saved fines answer came from: `saved copy from 2026-11-29 09:03`, with why
    /// the portal could not answer when it was asked.
    public func finesSavedCopy(_ result: FinesLookupResult, timeZone: TimeZone) -> String {
        let date = DateText.local(result.source.fetchedAt, timeZone: timeZone)
        let copy = localized("saved copy from \(date)", "copia guardada del \(date)")
        return copy + (result.serviceFailure.map { " (" + failureSummary($0) + ")" } ?? "")
    }

    /// The sentence that says the fines come from their saved copy because the portal could
    /// not answer; nil for a fresh answer.
    public func finesCacheNote(for result: FinesLookupResult, timeZone: TimeZone) -> String? {
        guard result.source.isCache, result.serviceFailure != nil else { return nil }
        let date = DateText.local(result.source.fetchedAt, timeZone: timeZone)
        return localized(
            "The ANT's fines could not be read, so they are the copy saved on \(date).",
            "No se pudieron leer las multas de la ANT, así que son la copia guardada el \(date).")
    }

    /// One sentence that tells a person why the fines of `plate` could not be read.
    public func sentence(forFines error: CarInfoError, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        switch error {
        case .parsingError(let detail):
            let detail = ControlCharacterStripper.strip(detail)
            return localized(
                "The ANT's fines for \(plate) could not be understood: \(detail).",
                "No se pudieron interpretar las multas de la ANT para \(plate): \(detail).")
        case .networkError, .serverError, .timeout, .portalUnavailable:
            return localized(
                "The ANT's fines for \(plate) could not be read (\(failureSummary(error))).",
                "No se pudieron leer las multas de la ANT para \(plate) "
                    + "(\(failureSummary(error))).")
        case .noDataFound, .invalidPlateFormat:
            return sentence(for: error, plate: Plate(plate))
        }
    }
}
