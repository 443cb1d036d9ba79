/// The shape outside text has once it is made ready to show: trimmed, with every run of
/// white space as one plain space.
public enum CollapsedText {
    /// Whether `text` has no white space but single spaces between other characters.
    public static func holds(for text: String) -> Bool {
        var previousIsSpace = true
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " "
            if isSpace && previousIsSpace { return false }
            if !isSpace && scalar.properties.isWhitespace { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace || text.isEmpty
    }
}
