import PlateFinderPresentation
import TerminalUI

/// A list tab's root screen: a spinner until the list first arrives, then the list; a
/// failure leaves it empty for the error banner to explain.
struct ListScreen<Item> {
    /// The list's state.
    let state: Loadable<[Item]>
    /// The list widget, its rows already worded and selected.
    let list: ScrollingList

    /// Draws into `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        switch state {
        case .idle, .loading:
            Spinner(tick: context.tick, label: context.messages.loading)
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .loaded:
            list.draw(in: rect, into: &buffer, theme: context.theme)
        case .failed:
            return
        }
    }
}
