import Foundation

/// Breaks text into lines that fit a column.
enum TextWrapper {
    /// `phrases` joined by spaces as lines of at most `width` columns, as `measure` counts
    /// them (characters unless told otherwise): broken between phrases where possible,
    /// between a phrase's words when the phrase alone is too long, inside a word only when
    /// the word alone is. Never empty.
    static func wrap(
        phrases: [String], width: Int, measure: (String) -> Int = { $0.count }
    ) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        var used = 0
        for phrase in phrases.flatMap({ units(of: $0, width: width, measure: measure) }) {
            var unit = Substring(phrase)
            var columns = measure(phrase)
            if !current.isEmpty, used + 1 + columns <= width {
                current += " " + unit
                used += 1 + columns
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while columns > width {
                let head = prefix(of: unit, fitting: width, measure: measure)
                lines.append(String(head))
                unit = unit.dropFirst(head.count)
                columns = measure(String(unit))
            }
            current = String(unit)
            used = columns
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The phrase as one unit when it fits, otherwise its words.
    private static func units(
        of phrase: String, width: Int, measure: (String) -> Int
    ) -> [String] {
        let words = phrase.split(separator: " ").map(String.init)
        return measure(phrase) <= width ? [words.joined(separator: " ")] : words
    }

    /// The longest start of `text` that fits in `width` columns; at least one character, so
    /// wrapping always moves on.
    private static func prefix(
        of text: Substring, fitting width: Int, measure: (String) -> Int
    ) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let columns = measure(String(text[index]))
            guard used + columns <= width || end == text.startIndex else { break }
            used += columns
            end = text.index(after: index)
        }
        return text[text.startIndex..<end]
    }
}
