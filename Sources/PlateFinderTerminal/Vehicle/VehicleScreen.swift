import PlateFinderDomain
import TerminalUI

/// A vehicle pushed on a tab's stack: its plate as a title, then the lookup.
struct VehicleScreen {
    /// The plate opened.
    let plate: Plate
    /// The lookup and its card.
    let body: VehicleStateView

    /// Where the body goes inside the screen's `rect`.
    static func bodyRect(in rect: Rect) -> Rect {
        rect.rows(from: 2, count: rect.height - 2)
    }

    /// Draws into `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let x = buffer.write("‹ ", x: rect.x, y: rect.y, style: context.theme.secondary)
        buffer.write(
            ControlCharacterStripper.strip(plate.value), x: x, y: rect.y,
            style: context.theme.emphasis, limit: rect.maxX)
        body.draw(in: Self.bodyRect(in: rect), into: &buffer, context: context)
    }
}
