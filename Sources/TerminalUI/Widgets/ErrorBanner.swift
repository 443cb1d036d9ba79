/// A message that something went wrong, on a highlighted band across the region.
public struct ErrorBanner: Widget {
    /// The message, already in the reader's language.
    public var message: String

    /// A banner showing `message`.
    public init(message: String) {
        self.message = message
    }

    /// The rows the banner needs at `width` columns.
    public func height(width: Int) -> Int {
        TextWrap.lines(message, width: width - 2).count
    }

    /// Draws the message wrapped to `rect`, clipped at its bottom.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        let lines = TextWrap.lines(message, width: rect.width - 2).prefix(rect.height)
        buffer.fill(rect.rows(from: 0, count: lines.count), style: theme.error)
        for (row, line) in lines.enumerated() {
            let prefix = row == 0 ? "! " : "  "
            buffer.write(
                prefix + line, x: rect.x, y: rect.y + row, style: theme.error, limit: rect.maxX)
        }
    }
}
