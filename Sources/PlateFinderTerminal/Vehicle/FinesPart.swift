import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// The fines' part of a vehicle card on screen: folded, the card's pending total and a hint
/// of the key that unfolds it; unfolded, one row per pending fine (date, then points,
/// amount and article, wrapped) after the total.
enum FinesPart {
    /// The key that folds and unfolds the list; a control key, so it never types.
    static let key = Key.control("e")
    /// The key as the hints show it.
    static let hint = KeyHint("^E", .toggleFines)
    /// The widest a fine's date grows before the portal's text of it is cut short, so one
    /// hostile date cannot push the fines off the screen.
    static let dateColumns = 16

    /// Whether `report` has a list of pending fines to fold or unfold.
    static func canToggle(_ report: VehicleReport?) -> Bool {
        !(report?.fines.answer?.pending?.fines.isEmpty ?? true)
    }

    /// `rows`, the card of `report`, with the pending fines listed after their total when
    /// `isExpanded`, or the hint that lists them when not.
    static func inserting(
        into rows: [CardRow], report: VehicleReport, isExpanded: Bool, messages: Messages
    ) -> [CardRow] {
        guard canToggle(report), let pending = report.fines.answer?.pending,
            let total = rows.firstIndex(where: { $0.label == messages.finesTotalLabel })
        else { return rows }
        let added =
            isExpanded
            ? pending.fines.map {
                let mark = DateText.unreadMark($0.issuedOn)
                return CardRow(
                    label: TextWrap.truncated(
                        DateText.reported($0.issuedOn), toColumns: dateColumns - mark.count)
                        + mark,
                    value: messages.fineSummary($0))
            } + unreadNote(pending.fines, messages: messages)
            : [CardRow(label: "", value: messages.showFinesHint(key: hint.key))]
        var rows = rows
        rows.insert(contentsOf: added, at: total + 1)
        return rows
    }

    /// The row that explains the mark of a date shown as written, when one of `fines` has it.
    private static func unreadNote(_ fines: [TrafficFine], messages: Messages) -> [CardRow] {
        guard fines.contains(where: { !DateText.unreadMark($0.issuedOn).isEmpty }) else {
            return []
        }
        return [CardRow(label: "", value: messages.unreadDateNote)]
    }
}
