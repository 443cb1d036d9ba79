/// Labelled values in two columns: labels aligned on the left, values wrapped to the rest.
public struct KeyValueCard: Widget {
    /// One labelled value.
    public struct Row: Hashable, Sendable {
        /// The label, e.g. "Plate".
        public var label: String
        /// The value; an empty value shows as a dash.
        public var value: String

        /// A row showing `value` under `label`.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The rows, top to bottom.
    public var rows: [Row]
    /// How many laid-out lines to skip from the top, to scroll a card taller than its region.
    public var firstLine: Int

    /// A card of `rows`, scrolled down by `firstLine` lines.
    public init(rows: [Row], firstLine: Int = 0) {
        self.rows = rows
        self.firstLine = firstLine
    }

    /// The lines the card takes at `width` columns, each with its label on the first line of
    /// a row; a caller scrolls with `firstLine` when there are more than it has room for.
    public func lines(width: Int) -> [(label: String?, value: String)] {
        let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        let valueWidth = max(1, width - labelWidth - 2)
        return rows.flatMap { row in
            TextWrap.lines(row.value.isEmpty ? "—" : row.value, width: valueWidth)
                .enumerated().map { ($0.offset == 0 ? row.label : nil, $0.element) }
        }
    }

    /// Draws the card into `rect`, clipped at its bottom.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        buffer.fill(rect)
        let valueX = rect.x + (rows.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
        for (row, line) in lines(width: rect.width).dropFirst(max(0, firstLine)).prefix(rect.height)
            .enumerated()
        {
            if let label = line.label {
                buffer.write(
                    label, x: rect.x, y: rect.y + row, style: theme.secondary, limit: rect.maxX)
            }
            buffer.write(line.value, x: valueX, y: rect.y + row, limit: rect.maxX)
        }
    }
}
