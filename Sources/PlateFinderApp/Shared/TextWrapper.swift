import Foundation

/// Breaks text into lines that fit a column.
enum TextWrapper {
    /// `phrases` joined by spaces as lines of at most `width` characters: broken between
    /// phrases where possible, between a phrase's words when the phrase alone is too long,
    /// inside a word only when the word alone is. Never empty.
    static func wrap(phrases: [String], width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        for phrase in phrases.flatMap({ units(of: $0, width: width) }) {
            var unit = Substring(phrase)
            if !current.isEmpty, current.count + 1 + unit.count <= width {
                current += " " + unit
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while unit.count > width {
                lines.append(String(unit.prefix(width)))
                unit = unit.dropFirst(width)
            }
            current = String(unit)
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The phrase as one unit when it fits, otherwise its words.
    private static func units(of phrase: String, width: Int) -> [String] {
        let words = phrase.split(separator: " ").map(String.init)
        return phrase.count <= width ? [words.joined(separator: " ")] : words
    }
}
