import TerminalUI

/// Text wrapped to a region's width, clipped at its bottom.
struct Paragraph: Widget {
    /// The text, already in the reader's language.
    let text: String
    /// How it is drawn.
    let style: CellStyle

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        for (row, line) in TextWrap.lines(text, width: rect.width).prefix(rect.height).enumerated()
        {
            buffer.write(line, x: rect.x, y: rect.y + row, style: style, limit: rect.maxX)
        }
    }
}
