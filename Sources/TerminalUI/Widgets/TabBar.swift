/// A row of tab titles; the selected one is bracketed and highlighted.
public struct TabBar: Widget {
    /// The titles, left to right.
    public var titles: [String]
    /// The index of the selected tab.
    public var selected: Int

    /// A tab bar showing `titles` with `selected` highlighted.
    public init(titles: [String], selected: Int) {
        self.titles = titles
        self.selected = selected
    }

    /// Draws the titles on the first row of `rect`, clipped at its right edge.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        buffer.fill(rect.rows(from: 0, count: 1))
        var x = rect.x
        for (index, title) in titles.enumerated() {
            let isSelected = index == selected
            let label = isSelected ? "[\(title)]" : " \(title) "
            x = buffer.write(
                label, x: x, y: rect.y, style: isSelected ? theme.selected : .plain,
                limit: rect.maxX)
            x += 1
        }
    }
}
