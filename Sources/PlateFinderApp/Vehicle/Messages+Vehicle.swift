import Foundation
import PlateFinderDomain

extension Messages {
    /// Shown beside the spinner while `plate` is looked up.
    public func searching(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized("Searching \(plate)…", "Buscando \(plate)…")
    }

    /// The title of the card row that says where the vehicle comes from.
    public var sourceLabel: String {
        localized("Source", "Fuente")
    }

    /// Where the vehicle shown comes from: the portal, or the saved copy (dated in
    /// `timeZone`, with why the portal could not answer when it was asked).
    public func source(of result: CarSearchResult, timeZone: TimeZone) -> String {
        guard case .cache(let fetchedAt) = result.source else {
            return localized("ANT portal", "portal de la ANT")
        }
        let date = DateText.local(fetchedAt, timeZone: timeZone)
        let copy = localized("saved copy from \(date)", "copia guardada del \(date)")
        guard let failure = result.portalFailure else { return copy }
        return copy + " (\(failureSummary(failure)))"
    }
}
