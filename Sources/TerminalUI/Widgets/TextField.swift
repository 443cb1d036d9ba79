/// A one-line text input with a visible cursor, scrolled sideways so the cursor always shows.
public struct TextField: Widget {
    /// The text typed so far.
    public var text: String
    /// The cursor, as a character index into `text` (`text.count` is after the last one).
    public var cursor: Int
    /// Shown dimmed while `text` is empty.
    public var placeholder: String
    /// Whether the field has the keyboard: only then the cursor is drawn.
    public var isFocused: Bool

    /// A field showing `text` with the cursor at `cursor` (the end by default).
    public init(text: String, cursor: Int? = nil, placeholder: String = "", isFocused: Bool = true)
    {
        self.text = text
        self.cursor = min(max(0, cursor ?? text.count), text.count)
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// Draws the field on the first row of `rect`.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0, rect.width > 0 else { return }
        buffer.fill(rect.rows(from: 0, count: 1))
        let cursorStyle = CellStyle(reverse: true)
        guard !text.isEmpty else {
            buffer.write(
                placeholder, x: rect.x, y: rect.y, style: theme.secondary, limit: rect.maxX)
            if isFocused {
                let first = placeholder.first.map { String($0) } ?? " "
                buffer.write(first, x: rect.x, y: rect.y, style: cursorStyle, limit: rect.maxX)
            }
            return
        }
        let characters = Array(text)
        let before = DisplayWidth.of(String(characters[..<cursor]))
        let under = cursor < characters.count ? DisplayWidth.of(characters[cursor]) : 1
        let scroll = max(0, before + under - rect.width)
        var column = 0
        for (index, character) in characters.enumerated() {
            let columns = DisplayWidth.of(character)
            defer { column += columns }
            guard column >= scroll, column + columns - scroll <= rect.width else { continue }
            let style = isFocused && index == cursor ? cursorStyle : .plain
            buffer.write(
                String(character), x: rect.x + column - scroll, y: rect.y, style: style,
                limit: rect.maxX)
        }
        if isFocused, cursor == characters.count {
            buffer.write(" ", x: rect.x + before - scroll, y: rect.y, style: cursorStyle)
        }
    }
}
