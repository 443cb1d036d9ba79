import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The SRI's part of a vehicle card, as the search screen knows it: still asking, what it
/// said, or why it said nothing — shown under the ANT's rows without holding them back.
struct DuesPart {
    /// The SRI's lookup.
    let registration: Loadable<RegistrationLookupResult>
    /// The registration status judged from it.
    let status: RegistrationStatus

    /// Marks a late registration even without colour.
    static let lateMarker = "!! "

    /// The rows the part adds to the card; none before the SRI is asked.
    func rows(context: ScreenContext) -> [CardRow] {
        let messages = context.messages
        // The heading stands in the value column, so the labels keep their width.
        let heading = CardRow(label: "", value: messages.duesHeading)
        switch registration {
        case .idle:
            return []
        case .loading:
            return [heading, CardRow(label: "SRI", value: messages.askingSRI)]
        case .failed(let error):
            return [
                heading, CardRow(label: "SRI", value: messages.sentence(forSRI: error)),
            ]
        case .loaded(let result):
            let card = DuesCard(
                result: result, status: status, messages: messages, timeZone: context.timeZone)
            let statusLabel = messages.label(.status)
            let rows = card.rows.map { row in
                guard row.label == statusLabel, Self.isLate(status) else { return row }
                return CardRow(label: row.label, value: Self.lateMarker + row.value)
            }
            return [heading] + rows
        }
    }

    private static func isLate(_ status: RegistrationStatus) -> Bool {
        if case .late = status { return true }
        return false
    }
}
