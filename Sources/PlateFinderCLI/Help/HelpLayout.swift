import PlateFinderApp
import TerminalUI

/// A help page's rows as printed text: labels on the left, values wrapped beside them at
/// spaces only, so a path or an address is never cut in two; a word longer than its line
/// stands whole on a line of its own. A label too wide for the label column stands on its
/// own line, its value starting below it, so one long label does not squeeze every value.
struct HelpLayout {
    /// How wide the page is.
    static let width = 80
    /// The widest label that keeps its value beside it.
    static let widestLabel = 24
    /// Space between the label column and the value column.
    static let gap = 2

    /// The rows laid out.
    let rows: [CardRow]

    /// The rows as lines of at most `width` columns (but for a word alone wider), each
    /// indented by `indent` spaces and ending in a newline.
    func text(indent: Int) -> String {
        let labels = rows.map { DisplayWidth.of($0.label) }.filter { $0 <= Self.widestLabel }
        // Values of rows whose labels all stand on their own lines are still set in.
        let labelWidth = labels.max() ?? (rows.allSatisfy(\.label.isEmpty) ? 0 : Self.gap)
        let margin = String(repeating: " ", count: indent)
        // Rows without labels (a paragraph) start at the margin.
        let gap = labelWidth == 0 ? 0 : Self.gap
        let valueMargin = margin + String(repeating: " ", count: labelWidth + gap)
        let valueWidth = max(20, Self.width - valueMargin.count)
        var text = ""
        for row in rows {
            let lines = Self.lines(row.phrases, width: valueWidth)
            let labelColumns = DisplayWidth.of(row.label)
            var first = lines.first ?? ""
            if labelColumns > labelWidth {
                text += margin + row.label + "\n"
                text += valueMargin + first + "\n"
            } else {
                let padding = String(repeating: " ", count: labelWidth - labelColumns + gap)
                first = margin + row.label + padding + first
                text += first + "\n"
            }
            text += lines.dropFirst().map { valueMargin + $0 + "\n" }.joined()
        }
        return text
    }

    /// `phrases` joined by spaces as lines of at most `width` columns, broken between words
    /// only; a phrase that fits is kept on one line (a count and its noun).
    static func lines(_ phrases: [String], width: Int) -> [String] {
        let units = phrases.flatMap { phrase -> [String] in
            DisplayWidth.of(phrase) <= width
                ? [phrase] : phrase.split(separator: " ").map(String.init)
        }.filter { !$0.isEmpty }
        var lines: [String] = []
        var current = ""
        for unit in units {
            if current.isEmpty {
                current = unit
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(unit) <= width {
                current += " " + unit
            } else {
                lines.append(current)
                current = unit
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
