/// A blank box with a border and a title in its top edge, for dialogs and overlays.
public struct BoxFrame: Widget {
    /// The title, shown in the top border.
    public var title: String

    /// A box titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// The box's inside, one cell in from the border on each side plus a column of margin.
    public static func inside(_ box: Rect) -> Rect {
        box.insetBy(columns: 2, rows: 1)
    }

    /// Draws the box over whatever `box` showed; nothing when it is too small for a border.
    public func draw(in box: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        guard box.width >= 4, box.height >= 3 else { return }
        buffer.fill(box)
        let inner = String(repeating: "─", count: box.width - 2)
        buffer.write("┌" + inner + "┐", x: box.x, y: box.y)
        for row in box.y + 1..<box.maxY - 1 {
            buffer.write("│", x: box.x, y: row)
            buffer.write("│", x: box.maxX - 1, y: row)
        }
        buffer.write("└" + inner + "┘", x: box.x, y: box.maxY - 1)
        buffer.write(
            " \(title) ", x: box.x + 2, y: box.y, style: theme.emphasis, limit: box.maxX - 2)
    }
}
