/// Labelled values in two columns: labels aligned on the left, values wrapped to the rest,
/// for the screen (`draw`) and for printed text (`text`), laid out the same way.
public struct KeyValueCard: Widget {
    /// What stands for an empty value.
    public static let emptyValue = "—"
    /// Space between the label column and the value column.
    static let gap = 2
    /// Values printed as text get at least this many columns, however narrow the width
    /// asked for, so a long label never squeezes its value to a letter a line.
    static let minimumTextValueWidth = 20

    /// The rows, top to bottom.
    public var rows: [any KeyValueRow]
    /// How many laid-out lines to skip from the top, to scroll a card taller than its region.
    public var firstLine: Int

    /// A card of `rows`, scrolled down by `firstLine` lines.
    public init(rows: [any KeyValueRow], firstLine: Int = 0) {
        self.rows = rows
        self.firstLine = firstLine
    }

    /// The lines the card takes at `width` columns, each with its label on the first line of
    /// a row; a caller scrolls with `firstLine` when there are more than it has room for.
    public func lines(width: Int) -> [(label: String?, value: String)] {
        layout(valueWidth: max(1, width - labelWidth - Self.gap))
    }

    /// The card as printed text: lines of at most `width` columns (unless a label alone is
    /// wider, or the value column would be narrower than 20), each indented by `indent`
    /// spaces and ending in a newline.
    public func text(width: Int = 80, indent: Int = 0) -> String {
        let valueWidth = max(Self.minimumTextValueWidth, width - indent - labelWidth - Self.gap)
        let margin = String(repeating: " ", count: indent)
        return layout(valueWidth: valueWidth).map { line in
            margin + pad(line.label ?? "", to: labelWidth + Self.gap) + line.value + "\n"
        }.joined()
    }

    /// Draws the card into `rect`, clipped at its bottom.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        buffer.fill(rect)
        let valueX = rect.x + labelWidth + Self.gap
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

    private var labelWidth: Int {
        rows.map { DisplayWidth.of($0.label) }.max() ?? 0
    }

    private func layout(valueWidth: Int) -> [(label: String?, value: String)] {
        rows.flatMap { row in
            let isEmpty = row.phrases.isEmpty || row.phrases == [""]
            let phrases = isEmpty ? [Self.emptyValue] : row.phrases
            return TextWrap.lines(phrases: phrases, width: valueWidth).enumerated().map {
                ($0.offset == 0 ? row.label : nil, $0.element)
            }
        }
    }

    private func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
