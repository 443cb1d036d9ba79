/// How a cell is drawn: attributes and an optional foreground colour.
public struct CellStyle: Hashable, Sendable {
    /// Bold (or bright) text.
    public var bold: Bool
    /// Faint text.
    public var dim: Bool
    /// Foreground and background swapped; stays visible without colour.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool
    /// The foreground colour; nil keeps the terminal's default.
    public var foreground: TerminalColor?

    /// A style with the given attributes; every attribute off by default.
    public init(
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
        foreground: TerminalColor? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

extension CellStyle {
    /// The style in the low bits of a `StoredCell`'s attributes.
    var packed: UInt16 {
        var bits: UInt16 = 0
        if bold { bits |= 1 }
        if dim { bits |= 2 }
        if reverse { bits |= 4 }
        if underline { bits |= 8 }
        if let foreground { bits |= UInt16(foreground.rawValue + 1) << 4 }
        return bits
    }

    /// The style stored as `packed`.
    init(packed bits: UInt16) {
        self.init(
            bold: bits & 1 != 0, dim: bits & 2 != 0, reverse: bits & 4 != 0,
            underline: bits & 8 != 0,
            foreground: TerminalColor(rawValue: UInt8(truncatingIfNeeded: bits >> 4 & 0xF) &- 1))
    }
}
