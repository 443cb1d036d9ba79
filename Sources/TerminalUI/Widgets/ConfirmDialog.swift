/// A framed question in the middle of the screen with a confirm and a cancel button.
public struct ConfirmDialog: Widget {
    /// Which button Enter would press.
    public enum Focus: Hashable, Sendable {
        /// The confirm button.
        case confirm
        /// The cancel button.
        case cancel
    }

    /// The question, shown in the top border.
    public var title: String
    /// The explanation, wrapped inside the frame.
    public var message: String
    /// The confirm button's label, e.g. "Delete".
    public var confirmTitle: String
    /// The cancel button's label.
    public var cancelTitle: String
    /// The focused button.
    public var focus: Focus
    /// Whether confirming destroys data: the confirm button is drawn as a warning.
    public var isDestructive: Bool

    /// A dialog; the focus starts on cancel so a stray Enter destroys nothing.
    public init(
        title: String, message: String, confirmTitle: String, cancelTitle: String,
        focus: Focus = .cancel, isDestructive: Bool = false
    ) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
        self.focus = focus
        self.isDestructive = isDestructive
    }

    /// Where the dialog goes inside `rect`: as wide as its content (at most 50 columns) and
    /// centred.
    public func frame(in rect: Rect) -> Rect {
        let buttons = DisplayWidth.of(confirmTitle) + DisplayWidth.of(cancelTitle) + 10
        let content = max(DisplayWidth.of(title) + 4, buttons, min(DisplayWidth.of(message), 44))
        let width = min(rect.width, content + 4)
        let lines = TextWrap.lines(message, width: width - 4).count
        return rect.centered(width: width, height: lines + 5)
    }

    /// Draws the dialog over whatever `rect` showed.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        let box = frame(in: rect)
        guard box.width >= 4, box.height >= 3 else { return }
        BoxFrame(title: title).draw(in: box, into: &buffer, theme: theme)
        let lines = TextWrap.lines(message, width: box.width - 4).prefix(max(0, box.height - 5))
        for (row, line) in lines.enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 2 + row, limit: box.maxX - 2)
        }
        drawButtons(box, into: &buffer, theme: theme)
    }

    private func drawButtons(_ box: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        let confirm = label(confirmTitle, focused: focus == .confirm)
        let cancel = label(cancelTitle, focused: focus == .cancel)
        let width = DisplayWidth.of(confirm) + 2 + DisplayWidth.of(cancel)
        let x = box.x + max(1, (box.width - width) / 2)
        var confirmStyle = focus == .confirm ? theme.selected : CellStyle.plain
        if isDestructive {
            confirmStyle = theme.destructive
            confirmStyle.reverse = focus == .confirm
        }
        let y = box.maxY - 2
        let next = buffer.write(confirm, x: x, y: y, style: confirmStyle, limit: box.maxX - 1)
        buffer.write(
            cancel, x: next + 2, y: y, style: focus == .cancel ? theme.selected : .plain,
            limit: box.maxX - 1)
    }

    private func label(_ title: String, focused: Bool) -> String {
        focused ? "[ \(title) ]" : "  \(title)  "
    }
}
