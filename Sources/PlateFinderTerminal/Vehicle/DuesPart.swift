import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// The SRI's part of a vehicle card on screen: the card's own rows, with a late
/// registration marked even without colour.
enum DuesPart {
    /// Marks a late registration even without colour.
    static let lateMarker = "!! "

    /// `rows`, the card of `report`, with the registration status marked when it is late.
    static func marking(_ rows: [CardRow], report: VehicleReport, messages: Messages) -> [CardRow] {
        guard report.facts.registration?.isLate == true, report.sri.answer != nil else {
            return rows
        }
        let statusLabel = messages.label(DuesLabel.status)
        return rows.map { row in
            row.label == statusLabel
                ? CardRow(label: row.label, value: lateMarker + row.value) : row
        }
    }
}
