/// Writes cells one at a time, tracking the cursor and style to send as few bytes as it can.
struct CellWriter {
    let colors: ColorSupport
    let width: Int
    var output: [UInt8] = []
    private var cursor: (x: Int, y: Int)?
    private var style = CellStyle.plain

    init(colors: ColorSupport, width: Int) {
        self.colors = colors
        self.width = width
    }

    /// Writes the cell at `x`, `y` of `frame`. Returns the column after the last cell a
    /// terminal may have drawn on: past the cell itself when the grapheme's width is
    /// uncertain, so the caller writes those cells again.
    mutating func write(_ frame: ScreenBuffer, x: Int, y: Int) -> Int {
        let index = y * width + x
        let cell = frame.cells[index]
        let isWide = x + 1 < width && frame.cells[index + 1].isContinuation
        let columns = isWide ? 2 : 1
        var reach = x + columns
        if cell.isUncertainWidth {
            let spread = WidthSpread(frame.grapheme(of: cell))
            reach = min(width, x + max(columns, spread.widest))
            if isWide {
                // A terminal drawing the grapheme narrower leaves these blanks, not what the
                // cells showed before.
                move(to: x, y)
                select(cell.style)
                output.append(contentsOf: [0x20, 0x20])
                cursor = x + 2 < width ? (x + 2, y) : nil
            }
        }
        move(to: x, y)
        select(cell.style)
        frame.appendGrapheme(at: index, to: &output)
        // At the right edge the terminal's cursor position is uncertain (pending wrap), and
        // after a grapheme terminals measure differently it is wherever they put it.
        cursor = x + columns < width && !cell.isUncertainWidth ? (x + columns, y) : nil
        return reach
    }

    mutating func finish() -> [UInt8] {
        if style != .plain { output.append(contentsOf: ControlSequence.resetStyle) }
        return output
    }

    private mutating func move(to x: Int, _ y: Int) {
        if let cursor, cursor.y == y, cursor.x < x {
            ControlSequence.moveRight(x - cursor.x, into: &output)
        } else if cursor == nil || cursor?.x != x || cursor?.y != y {
            ControlSequence.moveCursor(to: x, y, into: &output)
        }
    }

    private mutating func select(_ cellStyle: CellStyle) {
        guard cellStyle != style else { return }
        ControlSequence.select(cellStyle, colors: colors, into: &output)
        style = cellStyle
    }
}
