import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// A vehicle being looked up or shown: a spinner, the card (its source first), or why there
/// is none. Interruptions are left to the error banner, so they show nothing here.
struct VehicleStateView {
    /// The lookup.
    let state: Loadable<CarSearchResult>
    /// The plate asked for, named by the spinner and the failure.
    let plate: Plate
    /// Whether the plate is a favourite; nil while unknown (the row is left out).
    let isFavorite: Bool?
    /// The first card line shown.
    var offset: Int
    /// Said before anything was asked, if anything.
    let idleText: String?
    /// The SRI's part, shown under the vehicle when the SRI is asked.
    var dues: DuesPart?

    /// The card lines hidden below `rect` when scrolled to the top: the largest offset.
    func scrollLimit(in rect: Rect, context: ScreenContext) -> Int {
        guard let card = card(context: context, firstLine: 0) else { return 0 }
        return max(0, card.lines(width: rect.width).count - rect.height)
    }

    /// Draws into `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        switch state {
        case .idle:
            guard let idleText else { return }
            Paragraph(text: idleText, style: context.theme.secondary)
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .loading:
            Spinner(tick: context.tick, label: context.messages.searching(plate))
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .loaded:
            card(context: context, firstLine: offset)?
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .failed(.plate(let failure)):
            let sentence = context.messages.sentence(for: failure, plate: plate)
            // The SRI may still say something about the vehicle the ANT had no page for.
            let duesRows = dues?.rows(context: context) ?? []
            guard !duesRows.isEmpty else {
                Paragraph(text: sentence, style: context.theme.error)
                    .draw(in: rect, into: &buffer, theme: context.theme)
                return
            }
            KeyValueCard(rows: [CardRow(label: "", value: sentence)] + duesRows)
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .failed(.task), .failed(.interruption):
            // A lookup fails with no task failure; interruptions are the banner's.
            return
        }
    }

    private func card(context: ScreenContext, firstLine: Int) -> KeyValueCard? {
        guard let result = state.value else { return nil }
        let messages = context.messages
        let source = CardRow(
            label: messages.sourceLabel,
            value: messages.source(of: result, timeZone: context.timeZone))
        let rows = CarCard(car: result.car, isFavorite: isFavorite, messages: messages).rows
        let duesRows = dues?.rows(context: context) ?? []
        return KeyValueCard(rows: [source] + rows + duesRows, firstLine: firstLine)
    }
}
