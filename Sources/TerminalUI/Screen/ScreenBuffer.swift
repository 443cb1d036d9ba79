/// A width × height grid of cells: one frame of the screen, drawn by widgets and turned
/// into bytes by `ScreenRenderer`.
///
/// Text written into the buffer is measured per grapheme cluster, a two-column character
/// fills two cells (the second marked as a continuation) and is never split at an edge;
/// control characters are replaced, so nothing written here can drive the terminal.
public struct ScreenBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row after row.
    private(set) var cells: [Cell]

    /// A blank buffer; negative sizes become zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// A blank buffer the size of `size`.
    public init(size: TerminalSize) {
        self.init(width: size.columns, height: size.rows)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        guard contains(x: x, y: y) else { return .blank }
        return cells[y * width + x]
    }

    /// Writes `text` from column `x` of row `y`, stopping before column `limit` (the right
    /// edge by default). A two-column character that would cross the limit is not drawn; its
    /// first column becomes a space. Returns the column after the last cell written.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil
    ) -> Int {
        guard (0..<height).contains(y) else { return x }
        let end = min(limit ?? width, width)
        var column = x
        for original in text {
            let (character, columns) = Self.safe(original)
            guard columns > 0 else { continue }
            if column + columns > end {
                if column >= 0, column < end { place(" ", columns: 1, x: column, y: y, style) }
                break
            }
            if column >= 0 {
                place(character, columns: columns, x: column, y: y, style)
            } else if column + columns > 0 {
                place(" ", columns: 1, x: 0, y: y, style)
            }
            column += columns
        }
        return column
    }

    /// Fills `rect` (clipped to the buffer) with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        for y in max(0, rect.y)..<max(0, min(rect.maxY, height)) {
            for x in max(0, rect.x)..<max(0, min(rect.maxX, width)) {
                place(" ", columns: 1, x: x, y: y, style)
            }
        }
    }

    /// Each row as text, continuation cells left out; what a person would read.
    public func lines() -> [String] {
        (0..<height).map { y in
            var line = ""
            for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
                line.append(cell.grapheme)
            }
            return line
        }
    }

    private func contains(x: Int, y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y)
    }

    /// Puts a character of `columns` cells at `x`, blanking the other half of any wide
    /// character it partly covers.
    private mutating func place(
        _ character: Character, columns: Int, x: Int, y: Int, _ style: CellStyle
    ) {
        let row = y * width
        let last = min(x + columns, width) - 1
        if cells[row + x].isContinuation, x > 0 { cells[row + x - 1].grapheme = " " }
        if last + 1 < width, cells[row + last + 1].isContinuation {
            cells[row + last + 1] = Cell(grapheme: " ", style: cells[row + last + 1].style)
        }
        cells[row + x] = Cell(grapheme: character, style: style)
        if last > x { cells[row + last] = Cell(grapheme: " ", style: style, isContinuation: true) }
    }

    /// The character and its width, with anything that could drive the terminal replaced.
    private static func safe(_ character: Character) -> (Character, Int) {
        if let ascii = character.asciiValue {
            return (0x20..<0x7F).contains(ascii) ? (character, 1) : ("\u{FFFD}", 1)
        }
        if character.unicodeScalars.contains(where: isControl) { return ("\u{FFFD}", 1) }
        return (character, DisplayWidth.of(character))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
