/// How many terminal columns text takes, measured per grapheme cluster.
///
/// Combining marks and format characters take none; East Asian Wide and Fullwidth
/// characters and emoji take two; everything else one. The rules are ours (not the C
/// locale's `wcwidth`), so the answer is the same on every machine.
public enum DisplayWidth {
    /// The columns `character` takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if base.value < 0x7F, scalars.count == 1 { return base.value < 0x20 ? 0 : 1 }
        var width = of(base)
        // An emoji variation selector asks for the two-column picture of a one-column base
        // (❤️, keycaps such as 1️⃣).
        if width == 1, base.properties.isEmoji, scalars.contains("\u{FE0F}") { width = 2 }
        return width
    }

    /// The columns `text` takes: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        width(of: String(text))
    }

    private static func width(of text: String) -> Int {
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        if WideCharacterRanges.contains(value) || scalar.properties.isEmojiPresentation {
            return 2
        }
        return 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default:
            // Hangul medial vowels and final consonants join the preceding syllable.
            return (0x1160...0x11FF).contains(scalar.value)
                || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }
}
