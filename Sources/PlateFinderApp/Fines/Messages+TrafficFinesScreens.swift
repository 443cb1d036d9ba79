import Foundation
import PlateFinderDomain

extension Messages {
    /// Shown on a vehicle card while the fines grid is being read.
    public var askingFines: String {
        localized("reading the fines…", "leyendo las multas…")
    }

    /// Said under the fines' total while their list is folded: which key unfolds it.
    public func showFinesHint(key: String) -> String {
        localized("\(key) shows each fine", "\(key) muestra cada multa")
    }

    /// One fine's row on a vehicle card, after its date: `6 points · USD 51.70 · ART. 386 …`.
    public func fineSummary(_ fine: TrafficFine) -> String {
        let points =
            fine.points.map { localized("\($0) points", "\($0) puntos") } ?? Messages.emptyValue
        let article = ControlCharacterStripper.strip(fine.article)
        return [points, money(fine.total), article.isEmpty ? Messages.emptyValue : article]
            .joined(separator: " · ")
    }
}

extension Messages {
    /// Under a list of fines whose dates include one marked by `DateText.unreadMark`.
    public var unreadDateNote: String {
        localized(
            "* as the portal wrote it: not a date PlateFinder could read",
            "* tal como lo escribió el portal: no es una fecha que PlateFinder pueda leer")
    }
}
