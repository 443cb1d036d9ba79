/// A width × height grid of cells: one frame of the screen, drawn by widgets and turned
/// into bytes by `ScreenRenderer`.
///
/// Text written into the buffer is measured per grapheme cluster, a two-column character
/// fills two cells (the second marked as a continuation) and is never split at an edge;
/// control characters are replaced, so nothing written here can drive the terminal.
public struct ScreenBuffer: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row after row.
    private(set) var cells: [StoredCell]
    /// Graphemes too long to store inline, by index.
    private(set) var extras: [String] = []

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
        guard (0..<width).contains(x), (0..<height).contains(y) else { return .blank }
        let stored = cells[y * width + x]
        return Cell(
            grapheme: grapheme(of: stored), style: stored.style,
            isContinuation: stored.isContinuation)
    }

    /// Writes `text` from column `x` of row `y`, stopping before column `limit` (the right
    /// edge by default). A two-column character that would cross the limit is not drawn; its
    /// first column becomes a space. Returns the column after the last cell written.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil
    ) -> Int {
        guard (0..<height).contains(y) else { return x }
        // A concrete String: the generic parameter would leave every step unspecialized
        // when called from another module.
        return write(String(text), x: x, y: y, style: style, end: min(limit ?? width, width))
    }

    private mutating func write(
        _ text: String, x: Int, y: Int, style: CellStyle, end: Int
    ) -> Int {
        if x >= 0, text.utf8.allSatisfy({ $0 < 0x80 }) {
            return writeASCII(text.utf8, x: x, y: y, style: style, end: end)
        }
        var column = x
        for original in text {
            let (code, columns, isUncertain) = encode(original)
            guard columns > 0 else { continue }
            if column + columns > end {
                if column >= 0, column < end { place(0x20, columns: 1, x: column, y: y, style) }
                break
            }
            if column >= 0 {
                place(code, columns: columns, x: column, y: y, style, isUncertain: isUncertain)
            } else if column + columns > 0 {
                place(0x20, columns: 1, x: 0, y: y, style)
            }
            column += columns
        }
        return column
    }

    /// Fills `rect` (clipped to the buffer) with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        let first = max(0, rect.x)
        let end = min(rect.maxX, width)
        guard first < end else { return }
        let blank = StoredCell(code: 0x20, style: style, isContinuation: false)
        for y in max(0, rect.y)..<max(0, min(rect.maxY, height)) {
            // Only the edges can cut a wide character in half.
            place(0x20, columns: 1, x: first, y: y, style)
            place(0x20, columns: 1, x: end - 1, y: y, style)
            cells.replaceSubrange(
                (y * width + first)..<(y * width + end),
                with: repeatElement(blank, count: end - first))
        }
    }

    /// Each row as text, continuation cells left out; what a person would read.
    public func lines() -> [String] {
        (0..<height).map { y in
            var line = ""
            for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
                line.append(grapheme(of: cell))
            }
            return line
        }
    }

    /// Text that is all ASCII takes one cell per byte: no grapheme breaking needed.
    private mutating func writeASCII(
        _ bytes: String.UTF8View, x: Int, y: Int, style: CellStyle, end: Int
    ) -> Int {
        var column = x
        for byte in bytes {
            guard column < end else { break }
            let code = (0x20..<0x7F).contains(byte) ? UInt64(byte) : StoredCell.replacement
            place(code, columns: 1, x: column, y: y, style)
            column += 1
        }
        return column
    }

    /// Puts a character of `columns` cells at `x`, blanking the other half of any wide
    /// character it partly covers.
    private mutating func place(
        _ code: UInt64, columns: Int, x: Int, y: Int, _ style: CellStyle,
        isUncertain: Bool = false
    ) {
        let row = y * width
        let last = min(x + columns, width) - 1
        if cells[row + x].isContinuation, x > 0 {
            cells[row + x - 1] = StoredCell(
                code: 0x20, style: cells[row + x - 1].style, isContinuation: false)
        }
        if last + 1 < width, cells[row + last + 1].isContinuation {
            cells[row + last + 1] = StoredCell(
                code: 0x20, style: cells[row + last + 1].style, isContinuation: false)
        }
        cells[row + x] = StoredCell(
            code: code, style: style, isContinuation: false, isUncertainWidth: isUncertain)
        if last > x {
            cells[row + last] = StoredCell(code: 0x20, style: style, isContinuation: true)
        }
    }

    /// The stored code of `character`, its width and whether terminals may draw it otherwise,
    /// with anything that could drive the terminal replaced.
    private mutating func encode(_ character: Character) -> (UInt64, Int, Bool) {
        if character.unicodeScalars.contains(where: StoredCell.isControl) {
            return (StoredCell.replacement, 1, false)
        }
        let columns = DisplayWidth.of(character)
        let isUncertain = WidthSpread.isUncertain(character)
        if let code = StoredCell.inlineCode(character) { return (code, columns, isUncertain) }
        extras.append(String(character))
        return (StoredCell.extraCode(extras.count - 1), columns, isUncertain)
    }
}
