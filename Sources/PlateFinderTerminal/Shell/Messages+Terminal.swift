import Foundation
import PlateFinderApp
import PlateFinderDomain

/// The full-screen app's own words: keys it names and the terminal size it needs.
extension Messages {
    /// What the search screen says under the plate field before a search, for a plate of
    /// `format`.
    func searchHint(_ format: PlateFormat) -> String {
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

    /// Shown instead of the app when the terminal is smaller than `minimum`.
    func terminalTooSmall(
        columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int
    ) -> String {
        localized(
            "The terminal is too small (\(columns)×\(rows)); PlateFinder needs at least "
                + "\(minimumColumns)×\(minimumRows).",
            "La terminal es demasiado pequeña (\(columns)×\(rows)); PlateFinder necesita al "
                + "menos \(minimumColumns)×\(minimumRows).")
    }
}
