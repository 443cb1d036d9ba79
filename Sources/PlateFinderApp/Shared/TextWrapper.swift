import Foundation

/// Breaks text into lines that fit a column.
enum TextWrapper {
    /// `text` as lines of at most `width` characters: broken between words where
    /// possible, inside a word only when the word alone is too long. Never empty.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if !current.isEmpty, current.count + 1 + word.count <= width {
                current += " " + word
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            current = String(word)
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
