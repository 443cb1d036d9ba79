import TerminalUI

/// Shown instead of the app when the terminal is smaller than the app can lay out.
struct TooSmallScreen {
    /// The terminal's size.
    let size: TerminalSize

    /// Draws the message centred in `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        buffer.fill(rect)
        let minimum = AppShell.minimumSize
        let message = context.messages.terminalTooSmall(
            columns: size.columns, rows: size.rows, minimumColumns: minimum.columns,
            minimumRows: minimum.rows)
        let lines = TextWrap.lines(message, width: max(1, rect.width - 2))
        let top = rect.y + max(0, (rect.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let x = rect.x + max(0, (rect.width - DisplayWidth.of(line)) / 2)
            buffer.write(line, x: x, y: top + row, style: context.theme.emphasis, limit: rect.maxX)
        }
    }
}
