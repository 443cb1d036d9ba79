/// Breaks text into lines that fit a number of columns, measured with `DisplayWidth`.
///
/// Text may be as large as a page (2 MiB), so each word is measured once and its width
/// carried along: the time taken grows with the text, never with its square.
public enum TextWrap {
    /// `text` as lines of at most `width` columns: broken at spaces where possible, inside a
    /// word only when the word alone is too wide; line breaks in `text` are kept. A character
    /// wider than `width` has a line of its own. Never empty.
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        if !text.utf8.contains(0x0A), DisplayWidth.of(text) <= width { return [text] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = wrap(paragraph.split(separator: " ").map(Unit.init), width: width)
            // A paragraph without words is still a line.
            lines += wrapped.isEmpty ? [""] : wrapped
        }
        return lines
    }

    /// `phrases` joined by spaces as lines of at most `width` columns, broken between
    /// phrases where possible, so that runs of words belonging together (`4 pending,`) stay
    /// on one line; a phrase alone too wide is broken between its words, and a word alone
    /// too wide inside it. Never empty.
    public static func lines(phrases: [String], width: Int) -> [String] {
        let width = max(1, width)
        // Nearly every value fits its line whole: said so at once, without taking it apart
        // (and a value far too long is measured no further than one line).
        let line = phrases.joined(separator: " ")
        if prefix(line, fitting: width).0.utf8.count == line.utf8.count, line.first != " ",
            line.last != " ", !line.contains("  ")
        {
            return [line]
        }
        var units: [Unit] = []
        for phrase in phrases {
            guard phrase.utf8.contains(0x20) else {
                // A phrase of one word is that word.
                if !phrase.isEmpty { units.append(Unit(Substring(phrase))) }
                continue
            }
            let words = phrase.split(separator: " ").map(Unit.init)
            guard !words.isEmpty else { continue }
            let columns = words.reduce(words.count - 1) { $0 + $1.columns }
            if columns <= width, words.count > 1 {
                units.append(
                    Unit(
                        text: Substring(words.map(\.text).joined(separator: " ")), columns: columns)
                )
            } else {
                units += words
            }
        }
        let lines = wrap(units, width: width)
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

    /// `text` cut to at most `width` columns, an ellipsis marking the cut.
    public static func truncated(_ text: String, toColumns width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        return prefix(text, fitting: width - 1).0 + "…"
    }

    /// What is placed on a line whole when it fits: a word, or a phrase that fits.
    private struct Unit {
        let text: Substring
        let columns: Int

        init(text: Substring, columns: Int) {
            self.text = text
            self.columns = columns
        }

        init(_ word: Substring) {
            self.init(text: word, columns: DisplayWidth.of(word))
        }
    }

    /// `units` separated by one space, as lines of at most `width` columns; a unit too wide
    /// for a line is cut into full lines and a rest. Empty for no units.
    private static func wrap(_ units: [Unit], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = 0
        for unit in units {
            var text = unit.text
            var columns = unit.columns
            // Whether the line has words is not whether it has columns: a word may take none.
            if !current.isEmpty, used + 1 + columns <= width {
                current += " " + text
                used += 1 + columns
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // Printable ASCII takes a column a byte (nothing else does), so it is cut by
            // counting bytes rather than measuring characters.
            while columns > width, columns == text.utf8.count {
                let end = text.utf8.index(text.startIndex, offsetBy: width)
                lines.append(String(text[..<end]))
                text = text[end...]
                columns -= width
            }
            while columns > width, let first = text.first {
                var (head, headColumns) = prefix(text, fitting: width)
                if head.isEmpty {
                    // A character wider than a whole line gets a line of its own.
                    (head, headColumns) = (String(first), DisplayWidth.of(first))
                }
                lines.append(head)
                text = text.dropFirst(head.count)
                columns -= headColumns
            }
            current = String(text)
            used = columns
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
