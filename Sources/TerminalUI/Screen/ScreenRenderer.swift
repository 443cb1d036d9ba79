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
            while end > 0, frame.cells[y * frame.width + end - 1] == .blank { end -= 1 }
            for x in 0..<end where !frame.cells[y * frame.width + x].isContinuation {
                writer.write(frame, x: x, y: y)
            }
        }
        return writer.finish()
    }

    private func changes(from old: ScreenBuffer, to new: ScreenBuffer) -> [UInt8] {
        var writer = CellWriter(colors: colors, width: new.width)
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                for index in newCells.indices {
                    let cell = newCells[index]
                    // Most cells are unchanged: settle those with one comparison.
                    if cell == oldCells[index], !cell.isExtra { continue }
                    // A continuation is drawn by its leading half, which differs whenever
                    // it does.
                    guard !cell.isContinuation, new.differs(at: index, from: old) else { continue }
                    writer.write(new, x: index % new.width, y: index / new.width)
                }
            }
        }
        return writer.finish()
    }
}
