/// Breaks text into lines that fit a number of columns, measured with `DisplayWidth`.
public enum TextWrap {
    /// `text` as lines of at most `width` columns: broken at spaces where possible, inside a
    /// word only when the word alone is too wide; line breaks in `text` are kept. A character
    /// wider than `width` has a line of its own. Never empty.
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        if !text.utf8.contains(0x0A), DisplayWidth.of(text) <= width { return [text] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrap(paragraph, width: width))
        }
        return lines.isEmpty ? [""] : lines
    }

    /// The longest prefix of `text` that fits in `width` columns, and the columns it takes.
    public static func prefix(_ text: some StringProtocol, fitting width: Int) -> (String, Int) {
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            guard used + columns <= width else { break }
            result.append(character)
            used += columns
        }
        return (result, used)
    }

    private static func wrap(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = 0
        for word in paragraph.split(separator: " ") {
            var word = Substring(word)
            var columns = DisplayWidth.of(word)
            // Whether the line has words is not whether it has columns: a word may take none.
            if !current.isEmpty, used + 1 + columns <= width {
                current += " " + word
                used += 1 + columns
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while columns > width, let first = word.first {
                var (head, headColumns) = prefix(word, fitting: width)
                if head.isEmpty {
                    // A character wider than a whole line gets a line of its own.
                    (head, headColumns) = (String(first), DisplayWidth.of(first))
                }
                lines.append(head)
                word = word.dropFirst(head.count)
                columns -= headColumns
            }
            current = String(word)
            used = columns
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
