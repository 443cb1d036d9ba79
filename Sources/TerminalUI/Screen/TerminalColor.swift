/// The eight standard terminal colours, understood by every colour terminal.
public enum TerminalColor: UInt8, Hashable, Sendable, CaseIterable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white

    /// The SGR parameter that selects this colour for the foreground.
    var foregroundCode: UInt8 { 30 + rawValue }
}
