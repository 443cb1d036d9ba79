import Foundation

/// Label–value rows laid out for a terminal: labels in one column, values in the next,
/// long values wrapped inside their column so the alignment never breaks.
public struct AlignedCard: Equatable, Sendable {
    /// One labelled value.
    public struct Row: Equatable, Sendable {
        /// The title on the left.
        public let label: String
        /// The text on the right; empty shows as `Messages.emptyValue`.
        public let value: String
        /// Runs of words kept on one line when they fit.
        let phrases: [String]

        /// A row whose value may wrap between any two words; `value` must already be safe
        /// to print.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
            phrases = value.split(separator: " ").map(String.init)
        }

        /// A row whose value wraps between `phrases` (a count and its noun stay together)
        /// and inside one only when it alone is too long.
        public init(label: String, phrases: [String]) {
            self.label = label
            self.value = phrases.joined(separator: " ")
            self.phrases = phrases
        }
    }

    /// Space between the label column and the value column.
    static let gap = 2
    /// Values get at least this many columns, however narrow the width asked for.
    static let minimumValueWidth = 20

    /// The rows, top to bottom.
    public let rows: [Row]

    /// A card with `rows`.
    public init(rows: [Row]) {
        self.rows = rows
    }

    /// The card as lines of at most `width` columns (unless a label alone is wider), each
    /// ending in a newline, indented by `indent` spaces.
    public func render(width: Int = 80, indent: Int = 0) -> String {
        let labelWidth = rows.map(\.label.count).max() ?? 0
        let valueColumn = indent + labelWidth + AlignedCard.gap
        let valueWidth = max(AlignedCard.minimumValueWidth, width - valueColumn)
        var output = ""
        for row in rows {
            let phrases = row.value.isEmpty ? [Messages.emptyValue] : row.phrases
            let lines = TextWrapper.wrap(phrases: phrases, width: valueWidth)
            for (index, line) in lines.enumerated() {
                let label = index == 0 ? row.label : ""
                output += pad("", to: indent) + pad(label, to: labelWidth + AlignedCard.gap)
                output += line + "\n"
            }
        }
        return output
    }

    private func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
