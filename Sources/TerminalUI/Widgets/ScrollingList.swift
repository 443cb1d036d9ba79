/// A vertical list with one selected row, scrolled so the selection is always visible, and
/// a scroll bar on the right when the items do not all fit. Urgent items are drawn as
/// `UrgentText` decides; a list that `ellipsizes` ends an item too wide with `…`.
public struct ScrollingList: Widget {
    /// The rows, top to bottom.
    public var items: [String]
    /// The index of the selected item, if any.
    public var selected: Int?
    /// The index of the first item the caller last showed; kept where possible.
    public var offset: Int
    /// Shown dimmed when there are no items.
    public var emptyMessage: String
    /// The indices of the items that are a late or blocked status.
    public var urgentItems: Set<Int> = []
    /// Whether an item too wide for the list ends in `…` at the edge rather than being cut
    /// there, mid-word or mid-character.
    public var ellipsizes = false

    /// A list of `items` with `selected` highlighted, starting at `offset` where possible.
    public init(items: [String], selected: Int?, offset: Int = 0, emptyMessage: String = "") {
        self.items = items
        self.selected = selected
        self.offset = offset
        self.emptyMessage = emptyMessage
    }

    /// The first item shown in `rows` rows: `offset`, moved as little as needed to show the
    /// selection and to leave no empty rows below the last item. Store it for the next frame.
    public func visibleOffset(rows: Int) -> Int {
        var first = min(max(0, offset), max(0, items.count - rows))
        if let selected, rows > 0 {
            if selected < first { first = selected }
            if selected >= first + rows { first = selected - rows + 1 }
        }
        return max(0, first)
    }

    /// Draws the visible items into `rect`.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        buffer.fill(rect)
        guard rect.height > 0 else { return }
        guard !items.isEmpty else {
            buffer.write(
                emptyMessage, x: rect.x, y: rect.y, style: theme.secondary, limit: rect.maxX)
            return
        }
        let first = visibleOffset(rows: rect.height)
        let showsBar = items.count > rect.height
        let textEnd = rect.maxX - (showsBar ? 1 : 0)
        for row in 0..<min(rect.height, items.count - first) {
            let index = first + row
            let isSelected = index == selected
            var style = isSelected ? theme.selected : CellStyle.plain
            if urgentItems.contains(index) {
                // The selection keeps its reverse look; the urgent colour is added to it.
                let urgent = UrgentText.style(theme)
                style =
                    isSelected
                    ? CellStyle(
                        bold: true, reverse: true, foreground: urgent.foreground) : urgent
            }
            buffer.fill(
                Rect(x: rect.x, y: rect.y + row, width: textEnd - rect.x, height: 1), style: style)
            var text = (isSelected ? "› " : "  ") + items[index]
            if ellipsizes { text = TextWrap.truncated(text, toColumns: textEnd - rect.x) }
            buffer.write(text, x: rect.x, y: rect.y + row, style: style, limit: textEnd)
        }
        if showsBar { drawScrollBar(first: first, in: rect, into: &buffer, theme: theme) }
    }

    private func drawScrollBar(
        first: Int, in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme
    ) {
        let rows = rect.height
        let thumb = max(1, rows * rows / items.count)
        let hidden = max(1, items.count - rows)
        let top = ((rows - thumb) * first + hidden / 2) / hidden
        for row in 0..<rows {
            let isThumb = (top..<top + thumb).contains(row)
            buffer.write(
                isThumb ? "█" : "│", x: rect.maxX - 1, y: rect.y + row,
                style: isThumb ? .plain : theme.secondary)
        }
    }
}
