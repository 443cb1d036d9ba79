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

    mutating func write(_ frame: ScreenBuffer, x: Int, y: Int) {
        let index = y * width + x
        let cell = frame.cells[index]
        if let cursor, cursor.y == y, cursor.x < x {
            ControlSequence.moveRight(x - cursor.x, into: &output)
        } else if cursor == nil || cursor?.x != x || cursor?.y != y {
            ControlSequence.moveCursor(to: x, y, into: &output)
        }
        if cell.style != style {
            ControlSequence.select(cell.style, colors: colors, into: &output)
            style = cell.style
        }
        frame.appendGrapheme(at: index, to: &output)
        let isWide = x + 1 < width && frame.cells[index + 1].isContinuation
        let next = x + (isWide ? 2 : 1)
        // At the right edge the terminal's cursor position is uncertain (pending wrap).
        cursor = next < width ? (next, y) : nil
    }

    mutating func finish() -> [UInt8] {
        if style != .plain { output.append(contentsOf: ControlSequence.resetStyle) }
        return output
    }
}
