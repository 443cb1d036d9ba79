/// Labelled values in two columns: labels aligned on the left, values wrapped to the rest,
/// for the screen (`draw`) and for printed text (`text`), laid out the same way. A heading
/// row starts at the left margin; an urgent row's value stands out as `UrgentText` decides.
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

    /// The lines the card takes at `width` columns with `colors`, each with its label on the
    /// first line of a row (a heading's lines have none); a caller scrolls with `firstLine`
    /// when there are more than it has room for.
    public func lines(
        width: Int, colors: ColorSupport = .monochrome
    ) -> [(label: String?, value: String)] {
        layout(width: width, valueWidth: max(1, width - labelWidth - Self.gap), colors: colors)
            .map { ($0.label, $0.value) }
    }

    /// The card as printed text: lines of at most `width` columns (unless a label alone is
    /// wider, or the value column would be narrower than 20), each indented by `indent`
    /// spaces and ending in a newline; an urgent value marked or coloured as `colors` allows.
    public func text(
        width: Int = 80, indent: Int = 0, colors: ColorSupport = .monochrome
    )
        -> String
    {
        let valueWidth = max(Self.minimumTextValueWidth, width - indent - labelWidth - Self.gap)
        let margin = String(repeating: " ", count: indent)
        return layout(width: max(1, width - indent), valueWidth: valueWidth, colors: colors).map {
            line in
            let value = line.isUrgent ? UrgentText.colored(line.value, colors: colors) : line.value
            if line.isHeading { return margin + value + "\n" }
            return margin + pad(line.label ?? "", to: labelWidth + Self.gap) + value + "\n"
        }.joined()
    }

    /// Draws the card into `rect`, clipped at its bottom.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        buffer.fill(rect)
        let valueX = rect.x + labelWidth + Self.gap
        let laidOut = layout(
            width: rect.width, valueWidth: max(1, rect.width - labelWidth - Self.gap),
            colors: theme.colors)
        for (row, line) in laidOut.dropFirst(max(0, firstLine)).prefix(rect.height).enumerated() {
            if let label = line.label {
                buffer.write(
                    label, x: rect.x, y: rect.y + row, style: theme.secondary, limit: rect.maxX)
            }
            let style =
                line.isHeading
                ? theme.emphasis : line.isUrgent ? UrgentText.style(theme) : CellStyle.plain
            buffer.write(
                line.value, x: line.isHeading ? rect.x : valueX, y: rect.y + row, style: style,
                limit: rect.maxX)
        }
    }

    /// One laid-out line: a row's label on its first line, and how its value is drawn.
    private struct Line {
        let label: String?
        let value: String
        let isHeading: Bool
        let isUrgent: Bool
    }

    private var labelWidth: Int {
        rows.filter { !$0.isHeading }.map { DisplayWidth.of($0.label) }.max() ?? 0
    }

    /// The lines of every row: a heading across `width` columns, a value in `valueWidth`,
    /// an urgent one marked first when `colors` has no colour to show it.
    private func layout(width: Int, valueWidth: Int, colors: ColorSupport) -> [Line] {
        rows.flatMap { row in
            let isEmpty = row.phrases.isEmpty || row.phrases == [""]
            var phrases = isEmpty ? [Self.emptyValue] : row.phrases
            if row.isUrgent, let first = phrases.first {
                phrases[0] = UrgentText.marked(first, colors: colors)
            }
            let lines = TextWrap.lines(
                phrases: phrases, width: row.isHeading ? max(1, width) : valueWidth)
            return lines.enumerated().map {
                Line(
                    label: $0.offset == 0 && !row.isHeading ? row.label : nil, value: $0.element,
                    isHeading: row.isHeading, isUrgent: row.isUrgent)
            }
        }
    }

    private func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
