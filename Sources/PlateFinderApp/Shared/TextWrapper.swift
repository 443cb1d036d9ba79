import Foundation

/// Breaks text into lines that fit a column.
///
/// Values come from the portal and may be as large as a page (2 MiB), so every character
/// is measured a bounded number of times: widths are taken once per word and carried
/// along, never taken again inside a loop.
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
        for phrase in phrases {
            for (unit, columns) in units(of: phrase, width: width, measure: measure) {
                if used > 0, used + 1 + columns <= width {
                    current += " " + unit
                    used += 1 + columns
                    continue
                }
                if used > 0 { lines.append(current) }
                let (full, rest, restColumns) = slices(
                    of: unit, columns: columns, width: width, measure: measure)
                lines += full
                current = String(rest)
                used = restColumns
            }
        }
        if used > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The phrase as one unit when it fits, otherwise its words; each with its columns.
    private static func units(
        of phrase: String, width: Int, measure: (String) -> Int
    ) -> [(Substring, Int)] {
        let words: [(Substring, Int)] = phrase.split(separator: " ").map {
            ($0, measure(String($0)))
        }
        let columns = words.reduce(words.count - 1) { $0 + $1.1 }
        guard columns > width else {
            return words.isEmpty
                ? [] : [(Substring(words.map(\.0).joined(separator: " ")), columns)]
        }
        return words
    }

    /// `unit` cut, in one pass, into full lines of at most `width` columns (each at least
    /// one character, so wrapping always moves on) and the rest that fits in a line.
    private static func slices(
        of unit: Substring, columns: Int, width: Int, measure: (String) -> Int
    ) -> (full: [String], rest: Substring, restColumns: Int) {
        guard columns > width else { return ([], unit, columns) }
        var full: [String] = []
        var start = unit.startIndex
        var remaining = columns
        var used = 0
        var index = unit.startIndex
        while remaining > width, index < unit.endIndex {
            let next = unit.index(after: index)
            let characterColumns = measure(String(unit[index]))
            if used + characterColumns > width, index > start {
                full.append(String(unit[start..<index]))
                remaining -= used
                start = index
                used = 0
                continue
            }
            used += characterColumns
            index = next
        }
        return (full, unit[start...], remaining)
    }
}
