/// The escape sequences the toolkit writes, as bytes.
enum ControlSequence {
    static let escape: UInt8 = 0x1B

    /// Switches to the alternate screen, hides the cursor, turns automatic wrapping off (a
    /// grapheme a terminal draws wider than measured must not wrap, or scroll the screen, at
    /// the right edge) and clears.
    static let enterFullScreen: [UInt8] =
        csi("?1049h") + csi("?25l") + csi("?7l") + csi("0m") + csi("2J")
    /// Resets the style, turns wrapping back on, shows the cursor and returns to the normal
    /// screen.
    static let exitFullScreen: [UInt8] = csi("0m") + csi("?7h") + csi("?25h") + csi("?1049l")
    /// Resets the style, homes the cursor and clears the screen.
    static let clearScreen: [UInt8] = csi("0m") + csi("H") + csi("2J")
    /// Resets every attribute.
    static let resetStyle: [UInt8] = csi("0m")

    /// `ESC [` followed by `tail`.
    static func csi(_ tail: String) -> [UInt8] {
        [escape, 0x5B] + Array(tail.utf8)
    }

    /// Moves the cursor to zero-based `column`, `row`.
    static func moveCursor(to column: Int, _ row: Int, into output: inout [UInt8]) {
        output.append(escape)
        output.append(0x5B)
        appendNumber(row + 1, into: &output)
        output.append(0x3B)
        appendNumber(column + 1, into: &output)
        output.append(0x48)
    }

    /// Moves the cursor `count` columns right.
    static func moveRight(_ count: Int, into output: inout [UInt8]) {
        output.append(escape)
        output.append(0x5B)
        if count != 1 { appendNumber(count, into: &output) }
        output.append(0x43)
    }

    /// Selects `style` from a reset, leaving the colour out in monochrome.
    static func select(_ style: CellStyle, colors: ColorSupport, into output: inout [UInt8]) {
        output.append(contentsOf: [escape, 0x5B, 0x30])
        if style.bold { output.append(contentsOf: [0x3B, 0x31]) }
        if style.dim { output.append(contentsOf: [0x3B, 0x32]) }
        if style.underline { output.append(contentsOf: [0x3B, 0x34]) }
        if style.reverse { output.append(contentsOf: [0x3B, 0x37]) }
        if let color = style.foreground, colors == .color {
            output.append(0x3B)
            appendNumber(Int(color.foregroundCode), into: &output)
        }
        output.append(0x6D)
    }

    private static func appendNumber(_ number: Int, into output: inout [UInt8]) {
        if number >= 10 { appendNumber(number / 10, into: &output) }
        output.append(0x30 + UInt8(number % 10))
    }
}
