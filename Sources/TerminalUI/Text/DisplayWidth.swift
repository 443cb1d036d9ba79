/// How many terminal columns text takes, measured per grapheme cluster, as terminals that
/// draw whole clusters do.
///
/// Combining marks and format characters take none; East Asian Wide and Fullwidth
/// characters take two; a cluster drawn as one emoji picture takes two: it holds a character
/// whose default look is an emoji (a face, a skin tone, a flag's letters) or VS16 asking for
/// the emoji look of a text-default symbol (❤️, keycaps such as 1️⃣); everything else takes
/// one. The rules are ours (not the C locale's `wcwidth`), so the answer is the same on every
/// machine.
public enum DisplayWidth {
    /// The columns `character` takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if base.value < 0x7F, scalars.count == 1 { return base.value < 0x20 ? 0 : 1 }
        let width = of(base)
        guard width < 2, scalars.count > 1, isEmojiPicture(scalars, base: base) else {
            return width
        }
        return 2
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

    /// Whether a cluster of several scalars is drawn as one emoji picture: one of them looks
    /// like an emoji by default (`☝🏽` is a text-default hand with a skin tone), or VS16 asks
    /// an emoji-capable base for its emoji look.
    private static func isEmojiPicture(
        _ scalars: Character.UnicodeScalarView, base: Unicode.Scalar
    ) -> Bool {
        let baseIsEmoji = base.properties.isEmoji
        return scalars.contains {
            $0.properties.isEmojiPresentation || (baseIsEmoji && $0 == "\u{FE0F}")
        }
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
