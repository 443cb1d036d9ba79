import Foundation
import PlateFinderDomain

extension Messages {
    /// The sentence that says a vehicle comes from the saved copy, why, and when the portal
    /// gave it (local date and time in `timeZone`); nil for a vehicle fresh from the portal.
    public func cacheNote(for result: CarSearchResult, timeZone: TimeZone) -> String? {
        guard case .cache(let fetchedAt) = result.source else { return nil }
        let date = DateText.local(fetchedAt, timeZone: timeZone)
        guard let failure = result.portalFailure else {
            let plate = ControlCharacterStripper.strip(result.plate.value)
            return localized(
                "This is the copy saved on \(date); run 'platefinder find \(plate)' to ask the "
                    + "portal again.",
                "Esta es la copia guardada el \(date); ejecute 'platefinder find \(plate)' para "
                    + "consultar de nuevo al portal.")
        }
        return portalFailureClause(failure)
            + localized(
                ", so this is the copy saved on \(date).",
                ", así que esta es la copia guardada el \(date).")
    }

    /// Why the portal could not answer, as the start of a sentence.
    private func portalFailureClause(_ error: CarInfoError) -> String {
        switch error {
        case .networkError:
            localized(
                "The ANT portal could not be reached", "No se pudo conectar con el portal de la ANT"
            )
        case .serverError(let statusCode):
            localized(
                "The ANT portal answered with an error (HTTP \(statusCode))",
                "El portal de la ANT respondió con un error (HTTP \(statusCode))")
        case .timeout:
            localized(
                "The ANT portal did not answer in time", "El portal de la ANT no respondió a tiempo"
            )
        case .portalUnavailable:
            localized(
                "The ANT portal did not answer with its vehicle page",
                "El portal de la ANT no respondió con su página de vehículos")
        // The saved copy never stands in for these, but a sentence must still exist.
        case .noDataFound, .parsingError, .invalidPlateFormat:
            localized("The ANT portal could not answer", "El portal de la ANT no pudo responder")
        }
    }
}
