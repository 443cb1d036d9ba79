import TerminalUI

/// What a terminal would show after receiving some output: a small emulator of the escape
/// sequences this toolkit writes (cursor moves, clearing, the alternate screen, text).
///
/// Tests read it to check what a person would see, whatever mix of full redraws and diffs
/// produced it. Styles are not tracked; unknown sequences are skipped.
public struct ScreenReplica: Sendable {
    /// How the emulated terminal measures the text it draws.
    public enum Measure: Hashable, Sendable {
        /// Whole grapheme clusters, as `DisplayWidth` does (and modern terminals).
        case graphemeClusters
        /// Each code point on its own, as terminals built on `wcwidth` do: a thumb with a
        /// skin tone is two pictures, zero-width code points join the cell before them.
        case codePoints
    }

    private enum State: Sendable {
        case ground
        case escape
        case controlSequence([UInt8])
    }

    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// Whether the alternate screen is on.
    public private(set) var isAlternateScreen = false
    /// Whether the cursor has been hidden.
    public private(set) var isCursorHidden = false
    /// Whether text reaching the right edge continues on the next row (otherwise it
    /// overwrites the last column).
    public private(set) var wrapsAtRightEdge = true
    /// Whether pastes are marked with `ESC [200~` and `ESC [201~`.
    public private(set) var bracketsPastes = false
    private let measure: Measure
    private var cells: [[String]]
    private var column = 0
    private var row = 0
    private var lastDrawn: (row: Int, column: Int)?
    private var state = State.ground
    private var text: [UInt8] = []

    /// A blank screen of `size` that measures text by `measure`.
    public init(size: TerminalSize, measure: Measure = .graphemeClusters) {
        width = max(0, size.columns)
        height = max(0, size.rows)
        self.measure = measure
        cells = Self.blankRows(width: width, height: height)
    }

    /// Each row as text, as a person would read it.
    public func lines() -> [String] {
        cells.map { $0.joined() }
    }

    /// Each row as its cells: what a cell shows, an empty string for the right half of a
    /// wide character.
    public func rows() -> [[String]] {
        cells
    }

    /// Changes the size as a terminal window does, keeping what still fits.
    public mutating func resize(to size: TerminalSize) {
        let old = cells
        width = max(0, size.columns)
        height = max(0, size.rows)
        cells = Self.blankRows(width: width, height: height)
        for y in 0..<min(height, old.count) {
            for x in 0..<min(width, old[y].count) { cells[y][x] = old[y][x] }
        }
        column = min(column, max(0, width - 1))
        row = min(row, max(0, height - 1))
        lastDrawn = nil
    }

    /// Interprets `bytes` as terminal output.
    public mutating func apply(_ bytes: [UInt8]) {
        for byte in bytes {
            switch state {
            case .ground:
                if byte == 0x1B || byte < 0x20 {
                    printText()
                    if byte == 0x1B { state = .escape } else { control(byte) }
                } else {
                    text.append(byte)
                }
            case .escape:
                state = byte == 0x5B ? .controlSequence([]) : .ground
            case .controlSequence(let parameters):
                if (0x40...0x7E).contains(byte) {
                    state = .ground
                    perform(String(decoding: parameters, as: UTF8.self), final: byte)
                } else {
                    state = .controlSequence(parameters + [byte])
                }
            }
        }
        printText()
    }

    private mutating func control(_ byte: UInt8) {
        lastDrawn = nil
        switch byte {
        case 0x0D: column = 0
        case 0x0A: lineFeed()
        default: break
        }
    }

    private mutating func perform(_ parameters: String, final: UInt8) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        switch (final, parameters) {
        case (0x48, _):
            row = min(max(1, (numbers.first ?? nil) ?? 1), max(1, height)) - 1
            column = min(max(1, (numbers.dropFirst().first ?? nil) ?? 1), max(1, width)) - 1
        case (0x43, _): column = min(column + max(1, (numbers.first ?? nil) ?? 1), width - 1)
        case (0x4A, "2"): cells = Self.blankRows(width: width, height: height)
        case (0x68, "?1049"):
            isAlternateScreen = true
            cells = Self.blankRows(width: width, height: height)
        case (0x6C, "?1049"): isAlternateScreen = false
        case (0x6C, "?25"): isCursorHidden = true
        case (0x68, "?25"): isCursorHidden = false
        case (0x6C, "?7"): wrapsAtRightEdge = false
        case (0x68, "?7"): wrapsAtRightEdge = true
        case (0x68, "?2004"): bracketsPastes = true
        case (0x6C, "?2004"): bracketsPastes = false
        default: break
        }
        lastDrawn = nil
    }

    private mutating func printText() {
        guard !text.isEmpty else { return }
        let decoded = String(decoding: text, as: UTF8.self)
        switch measure {
        case .graphemeClusters:
            for character in decoded {
                draw(String(character), columns: DisplayWidth.of(character))
            }
        case .codePoints:
            for scalar in decoded.unicodeScalars {
                draw(String(scalar), columns: DisplayWidth.of(scalar))
            }
        }
        text.removeAll(keepingCapacity: true)
    }

    private mutating func draw(_ grapheme: String, columns: Int) {
        guard columns > 0 else {
            // A zero-width code point on its own joins the cell drawn just before.
            if let lastDrawn { cells[lastDrawn.row][lastDrawn.column] += grapheme }
            return
        }
        if column + columns > width {
            if wrapsAtRightEdge {
                column = 0
                lineFeed()
            } else {
                column = max(0, width - columns)
            }
        }
        guard row < height, column + columns <= width else { return }
        clearOverlap(from: column, to: column + columns - 1)
        cells[row][column] = grapheme
        if columns == 2 { cells[row][column + 1] = "" }
        lastDrawn = (row, column)
        column += columns
    }

    /// A terminal blanks both halves of a wide character when either half is overwritten.
    private mutating func clearOverlap(from first: Int, to last: Int) {
        if cells[row][first].isEmpty, first > 0 { cells[row][first - 1] = " " }
        if last + 1 < width, cells[row][last + 1].isEmpty { cells[row][last + 1] = " " }
    }

    private mutating func lineFeed() {
        if row + 1 < height {
            row += 1
        } else if height > 0 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: width))
        }
    }

    private static func blankRows(width: Int, height: Int) -> [[String]] {
        Array(repeating: Array(repeating: " ", count: width), count: height)
    }
}
