import PlateFinderApp
import TerminalUI

/// The list of every key (`AppKeys.overlay`), in a box over the app; scrolled when it does
/// not fit.
struct KeysOverlay {
    /// The first line shown.
    let offset: Int

    /// The box inside `rect`: as wide as 64 columns and as tall as the card's wrapped lines
    /// and the rows allow.
    static func box(in rect: Rect, messages: Messages) -> Rect {
        let width = min(64, rect.width - 2)
        let inside = BoxFrame.inside(Rect(x: 0, y: 0, width: width, height: 3))
        let lines = card(messages: messages, firstLine: 0).lines(width: inside.width).count
        return rect.centered(width: width, height: min(lines + 2, rect.height))
    }

    /// The card of keys, scrolled to `firstLine`.
    static func card(messages: Messages, firstLine: Int) -> KeyValueCard {
        KeyValueCard(
            rows: AppKeys.overlay.map {
                CardRow(label: $0.keys, value: messages.keyDescription($0.action))
            },
            firstLine: firstLine)
    }

    /// The largest offset for the box inside `rect`.
    static func scrollLimit(in rect: Rect, messages: Messages) -> Int {
        let inside = BoxFrame.inside(box(in: rect, messages: messages))
        return max(
            0,
            card(messages: messages, firstLine: 0).lines(width: inside.width).count - inside.height)
    }

    /// Draws the box over `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let box = Self.box(in: rect, messages: context.messages)
        BoxFrame(title: context.messages.keysTitle).draw(
            in: box, into: &buffer, theme: context.theme)
        Self.card(messages: context.messages, firstLine: offset)
            .draw(in: BoxFrame.inside(box), into: &buffer, theme: context.theme)
    }
}
