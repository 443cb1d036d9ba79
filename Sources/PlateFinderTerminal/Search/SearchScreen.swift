import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// The search tab: the plate field with its live format, then the lookup.
struct SearchScreen {
    /// Columns of the plate field; plates are seven characters at most.
    static let fieldWidth = 12

    /// The plate as shown: normalized as typed.
    let text: String
    /// Where the cursor is in `text`.
    let cursor: Int
    /// The format of `text`, shown as a badge.
    let format: PlateFormat
    /// A note under the field, such as how an old plate was searched.
    var note: String?
    /// The lookup and its card, or a hint before one.
    let body: VehicleStateView

    /// Where the body goes inside the screen's `rect`.
    static func bodyRect(in rect: Rect) -> Rect {
        rect.rows(from: 2, count: rect.height - 2)
    }

    /// Draws into `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let theme = context.theme
        let label = context.messages.label(.plate)
        let fieldX = buffer.write(label, x: rect.x, y: rect.y, style: theme.secondary) + 2
        let field = Rect(
            x: fieldX, y: rect.y, width: min(Self.fieldWidth, rect.maxX - fieldX), height: 1)
        TextField(text: text, cursor: cursor)
            .draw(in: field, into: &buffer, theme: theme)
        if format != .empty {
            buffer.write(
                context.messages.formatName(format), x: field.maxX + 2, y: rect.y,
                style: badgeStyle(theme), limit: rect.maxX)
        }
        if let note {
            buffer.write(note, x: rect.x, y: rect.y + 1, style: theme.secondary, limit: rect.maxX)
        }
        body.draw(in: Self.bodyRect(in: rect), into: &buffer, context: context)
    }

    private func badgeStyle(_ theme: Theme) -> CellStyle {
        switch format {
        case .car, .bike, .special: theme.accent
        case .empty, .partiallyValid: theme.secondary
        case .invalid: theme.error
        }
    }
}
