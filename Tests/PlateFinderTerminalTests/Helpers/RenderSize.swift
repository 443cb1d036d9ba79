import TerminalUI

/// The sizes every screen is rendered at: the classic terminal, the smallest the app lays
/// out, and a large window.
enum RenderSize {
    static let classic = TerminalSize(columns: 80, rows: 24)
    static let smallest = TerminalSize(columns: 40, rows: 12)
    static let large = TerminalSize(columns: 200, rows: 60)
    static let all = [classic, smallest, large]

    /// `80x24`, for file names.
    static func name(_ size: TerminalSize) -> String {
        "\(size.columns)x\(size.rows)"
    }
}
