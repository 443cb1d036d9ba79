import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The fines' part of a vehicle card, as the search screen knows it: still reading, the
/// pending total, or why there is none; unfolded, one row per pending fine (date, then
/// points, amount and article, wrapped).
struct FinesPart {
    /// The key that folds and unfolds the list; a control key, so it never types.
    static let key = Key.control("e")
    /// The key as the hints show it.
    static let hint = KeyHint("^E", .toggleFines)

    /// The fines' lookup.
    let fines: Loadable<FinesLookupResult>
    /// Whether each fine is listed.
    let isExpanded: Bool

    /// Whether there is a list to fold or unfold.
    var canToggle: Bool {
        !(fines.value?.report.pending?.fines.isEmpty ?? true)
    }

    /// The rows the part adds to the card; none before the fines are asked.
    func rows(context: ScreenContext) -> [CardRow] {
        let messages = context.messages
        let heading = CardRow(label: "", value: messages.finesHeading)
        switch fines {
        case .idle:
            return []
        case .loading:
            return [heading, CardRow(label: "ANT", value: messages.askingFines)]
        case .failed(let error):
            return [
                heading,
                CardRow(
                    label: messages.finesTotalLabel, value: messages.finesFailure(error)),
            ]
        case .loaded(let result):
            let total = FinesTotalRow.row(
                for: .success(result), messages: messages, timeZone: context.timeZone)
            var rows =
                [heading]
                + (total.map { [CardRow(label: $0.label, value: $0.value)] } ?? [])
            guard canToggle, let pending = result.report.pending else { return rows }
            guard isExpanded else {
                return rows + [
                    CardRow(label: "", value: messages.showFinesHint(key: Self.hint.key))
                ]
            }
            rows += pending.fines.map {
                CardRow(
                    label: FinesTable.dateCell($0.issuedOn),
                    value: messages.fineSummary($0))
            }
            return rows
        }
    }
}
