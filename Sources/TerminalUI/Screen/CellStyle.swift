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
