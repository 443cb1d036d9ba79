/// Turns frames into the bytes that put them on the terminal, writing only what changed
/// since the previous frame.
public struct ScreenRenderer: Sendable {
    /// Whether colours are written; in monochrome they are dropped from every style.
    public let colors: ColorSupport
    private var previous: ScreenBuffer?

    /// A renderer whose first frame is a full redraw.
    public init(colors: ColorSupport) {
        self.colors = colors
    }

    /// The bytes that turn the previous frame into `frame`: only the changed cells, or the
    /// whole screen for the first frame, after `invalidate()` or when the size changed.
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        defer { previous = frame }
        guard let previous, previous.width == frame.width, previous.height == frame.height
        else { return redraw(frame) }
        return changes(from: previous, to: frame)
    }

    /// Makes the next frame a full redraw, e.g. after a resize or when the screen may have
    /// been disturbed.
    public mutating func invalidate() {
        previous = nil
    }

    private func redraw(_ frame: ScreenBuffer) -> [UInt8] {
        var writer = CellWriter(colors: colors, width: frame.width)
        writer.output = ControlSequence.clearScreen
        for y in 0..<frame.height {
            // The screen was just cleared, so trailing default blanks need no bytes.
            var end = frame.width
            while end > 0, frame[end - 1, y] == .blank { end -= 1 }
            for x in 0..<end where !frame[x, y].isContinuation {
                writer.write(frame, x: x, y: y)
            }
        }
        return writer.finish()
    }

    private func changes(from old: ScreenBuffer, to new: ScreenBuffer) -> [UInt8] {
        var writer = CellWriter(colors: colors, width: new.width)
        var index = 0
        for y in 0..<new.height {
            for x in 0..<new.width {
                defer { index += 1 }
                // A continuation is drawn by its leading half, which differs whenever it does.
                guard new.cells[index] != old.cells[index], !new.cells[index].isContinuation
                else { continue }
                writer.write(new, x: x, y: y)
            }
        }
        return writer.finish()
    }
}

/// Writes cells one at a time, tracking the cursor and style to send as few bytes as it can.
private struct CellWriter {
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
        let cell = frame[x, y]
        if let cursor, cursor.y == y, cursor.x < x {
            ControlSequence.moveRight(x - cursor.x, into: &output)
        } else if cursor == nil || cursor?.x != x || cursor?.y != y {
            ControlSequence.moveCursor(to: x, y, into: &output)
        }
        if cell.style != style {
            ControlSequence.select(cell.style, colors: colors, into: &output)
            style = cell.style
        }
        output.append(contentsOf: cell.grapheme.utf8)
        let next = x + (frame[x + 1, y].isContinuation ? 2 : 1)
        // At the right edge the terminal's cursor position is uncertain (pending wrap).
        cursor = next < width ? (next, y) : nil
    }

    mutating func finish() -> [UInt8] {
        if style != .plain { output.append(contentsOf: ControlSequence.resetStyle) }
        return output
    }
}
