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
