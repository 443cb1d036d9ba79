import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// The line a list tab shows above its list when the store held rows the list could not
/// read and left out, so a list that looks short says why.
enum UnreadableRowsNotice {
    /// Draws the notice about `rows`, if any, on the first line of `rect`; the part of
    /// `rect` left for the list.
    static func draw(
        _ rows: [UnreadableRow], in rect: Rect, into buffer: inout ScreenBuffer,
        context: ScreenContext
    ) -> Rect {
        guard rect.height > 1, let notice = context.messages.unreadableRowsNotice(rows) else {
            return rect
        }
        drawLine(notice, in: rect.rows(from: 0, count: 1), into: &buffer, context: context)
        return rect.rows(from: 1, count: rect.height - 1)
    }

    /// Draws the notice about `rows`, if any, on the one line `rect` gives it.
    static func drawLine(
        _ rows: [UnreadableRow], in rect: Rect, into buffer: inout ScreenBuffer,
        context: ScreenContext
    ) {
        guard let notice = context.messages.unreadableRowsNotice(rows) else { return }
        drawLine(notice, in: rect, into: &buffer, context: context)
    }

    private static func drawLine(
        _ notice: String, in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext
    ) {
        Paragraph(text: notice, style: context.theme.error)
            .draw(in: rect.rows(from: 0, count: 1), into: &buffer, theme: context.theme)
    }
}
