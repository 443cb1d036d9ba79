/// The styles widgets draw with, chosen for the terminal's colour support: every role stays
/// distinguishable in monochrome through bold, dim, underline or reverse.
public struct Theme: Hashable, Sendable {
    /// The colour support the styles were chosen for.
    public let colors: ColorSupport

    /// Styles for `colors`.
    public init(colors: ColorSupport) {
        self.colors = colors
    }

    /// The selected tab, list row or focused button.
    public var selected: CellStyle { CellStyle(bold: true, reverse: true) }
    /// Text that must stand out: titles, keys in a hint.
    public var emphasis: CellStyle { CellStyle(bold: true) }
    /// Text that stays in the background: placeholders, labels, hints.
    public var secondary: CellStyle { CellStyle(dim: true) }
    /// Highlights such as a spinner or a badge.
    public var accent: CellStyle { colored(.cyan, otherwise: CellStyle(bold: true)) }
    /// An error message.
    public var error: CellStyle {
        colored(.red, otherwise: CellStyle(bold: true, reverse: true))
    }
    /// The button of an action that destroys data.
    public var destructive: CellStyle {
        colored(.red, otherwise: CellStyle(bold: true, underline: true))
    }

    private func colored(_ color: TerminalColor, otherwise fallback: CellStyle) -> CellStyle {
        switch colors {
        case .color: CellStyle(bold: true, foreground: color)
        case .monochrome: fallback
        }
    }
}
