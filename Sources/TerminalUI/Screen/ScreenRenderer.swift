/// Turns frames into the bytes that put them on the terminal, writing only what changed
/// since the previous frame.
///
/// Terminals do not all measure emoji alike (`WidthSpread`): after a grapheme whose width is
/// uncertain the cursor is placed explicitly, its cells are blanked first, and the cells a
/// wider drawing may have covered are written again, so no stale cell is left whichever way
/// the terminal drew it.
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
            // The screen was just cleared, so trailing default blanks need no bytes, unless
            // a grapheme drawn wider may have covered them.
            var end = frame.width
            while end > 0, frame.cells[y * frame.width + end - 1] == .blank { end -= 1 }
            var reach = 0
            var x = 0
            while x < max(end, reach) {
                if !frame.cells[y * frame.width + x].isContinuation {
                    reach = max(reach, writer.write(frame, x: x, y: y))
                }
                x += 1
            }
        }
        return writer.finish()
    }

    private func changes(from old: ScreenBuffer, to new: ScreenBuffer) -> [UInt8] {
        var writer = CellWriter(colors: colors, width: new.width)
        // Cells before this index are written whatever they show: a grapheme drawn wider
        // than measured may have covered them.
        var rewriteEnd = 0
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                for index in newCells.indices {
                    let cell = newCells[index]
                    if index >= rewriteEnd {
                        // Most cells are unchanged: settle those with one comparison.
                        if cell == oldCells[index], !cell.isExtra { continue }
                        // A continuation is drawn by its leading half, which differs whenever
                        // it does.
                        guard !cell.isContinuation, new.differs(at: index, from: old) else {
                            continue
                        }
                    } else if cell.isContinuation {
                        continue
                    }
                    let y = index / new.width
                    let reach = writer.write(new, x: index % new.width, y: y)
                    rewriteEnd = max(rewriteEnd, y * new.width + reach)
                }
            }
        }
        return writer.finish()
    }
}
