import PlateFinderApp
import TerminalUI

/// The line a vehicle card opens with when something stops buying, selling or driving the
/// vehicle (`VehicleReportCard.alert`): in the error colour, and marked `!!` where there is
/// no colour (`UrgentText`). It stays put while the card below it scrolls, so it is never
/// scrolled away.
struct BlockerAlert {
    /// The card's alert sentence.
    let text: String

    /// The lines it takes at `width` columns, with the blank line that parts it from the card.
    func height(width: Int, theme: Theme) -> Int {
        lines(width: width, theme: theme).count + 1
    }

    /// Draws into `rect`, the top rows of the card's region.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        for (row, line) in lines(width: rect.width, theme: theme).prefix(rect.height).enumerated() {
            buffer.write(
                line, x: rect.x, y: rect.y + row, style: UrgentText.style(theme), limit: rect.maxX)
        }
    }

    private func lines(width: Int, theme: Theme) -> [String] {
        TextWrap.lines(UrgentText.marked(text, colors: theme.colors), width: max(1, width))
    }
}
