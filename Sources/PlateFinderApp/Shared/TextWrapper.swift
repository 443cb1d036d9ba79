import Foundation

/// Breaks text into lines that fit a column.
///
/// Values come from the portal and may be as large as a page (2 MiB), so every character
/// is visited a bounded number of times: lengths are counted once per word and carried
/// along, never recounted inside a loop.
enum TextWrapper {
    /// `phrases` joined by spaces as lines of at most `width` characters: broken between
    /// phrases where possible, between a phrase's words when the phrase alone is too long,
    /// inside a word only when the word alone is. Never empty.
    static func wrap(phrases: [String], width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        var currentCount = 0
        for phrase in phrases {
            for (unit, count) in units(of: phrase, width: width) {
                if currentCount > 0, currentCount + 1 + count <= width {
                    current += " " + unit
                    currentCount += 1 + count
                    continue
                }
                if currentCount > 0 { lines.append(current) }
                let (full, rest) = slices(of: unit, count: count, width: width)
                lines += full
                current = String(rest)
                currentCount = count - full.count * width
            }
        }
        if currentCount > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The phrase as one unit when it fits, otherwise its words; each with its length.
    private static func units(of phrase: String, width: Int) -> [(Substring, Int)] {
        let words: [(Substring, Int)] = phrase.split(separator: " ").map { ($0, $0.count) }
        let count = words.reduce(words.count - 1) { $0 + $1.1 }
        guard count > width else {
            return words.isEmpty ? [] : [(Substring(words.map(\.0).joined(separator: " ")), count)]
        }
        return words
    }

    /// `unit` cut into full lines of `width` characters and the shorter rest, in one pass.
    private static func slices(
        of unit: Substring, count: Int, width: Int
    ) -> (full: [String], rest: Substring) {
        guard count > width else { return ([], unit) }
        var full: [String] = []
        full.reserveCapacity(count / width)
        var start = unit.startIndex
        var remaining = count
        while remaining > width {
            let end = unit.index(start, offsetBy: width)
            full.append(String(unit[start..<end]))
            start = end
            remaining -= width
        }
        return (full, unit[start...])
    }
}
