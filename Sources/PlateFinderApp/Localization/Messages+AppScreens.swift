import Foundation
import PlateFinderDomain

extension Messages {
    /// Shown beside the spinner while `plate` is looked up.
    public func searching(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized("Searching \(plate)…", "Buscando \(plate)…")
    }

    /// Shown beside the spinner while a list is read.
    public var loading: String {
        localized("Loading…", "Cargando…")
    }

    /// What the search screen says under the plate field before a search, for a plate of
    /// `format`.
    public func searchHint(_ format: PlateFormat) -> String {
        switch format {
        case .car, .bike, .special:
            localized("Press Enter to search.", "Presione Enter para buscar.")
        case .empty, .partiallyValid:
            localized(
                "A plate looks like ABC1234 (car), AB123A (motorcycle) or CD1234 (special).",
                "Una placa tiene la forma ABC1234 (auto), AB123A (moto) o CD1234 (especial).")
        case .invalid:
            localized(
                "This cannot become a plate: it looks like ABC1234, AB123A or CD1234.",
                "Esto no puede ser una placa: tiene la forma ABC1234, AB123A o CD1234.")
        }
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

    /// Shown instead of the app when the terminal is smaller than `minimum`.
    public func terminalTooSmall(
        columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int
    ) -> String {
        localized(
            "The terminal is too small (\(columns)×\(rows)); PlateFinder needs at least "
                + "\(minimumColumns)×\(minimumRows).",
            "La terminal es demasiado pequeña (\(columns)×\(rows)); PlateFinder necesita al "
                + "menos \(minimumColumns)×\(minimumRows).")
    }

    /// Said when the terminal cannot be switched to the full-screen app.
    public var terminalUnavailable: String {
        localized(
            "The terminal could not be switched to full screen; run a command instead, for "
                + "example platefinder find PBX1234.",
            "No se pudo pasar la terminal a pantalla completa; ejecute un comando, por ejemplo "
                + "platefinder find PBX1234.")
    }
}
