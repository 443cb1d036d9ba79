/// The scalars outside text must never bring to a terminal, stated as the trust issue lists
/// them and independently of the stripper that removes them.
public enum TerminalSafety {
    /// Whether `scalar` is a C0 control, DEL, a C1 control, or a format character that
    /// draws nothing yet hides or reorders text: U+061C, U+200B–U+200F, U+202A–U+202E,
    /// U+2060–U+2064, U+2066–U+2069, U+FEFF.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069: true
        case 0xFEFF: true
        default: false
        }
    }

    /// The first forbidden scalar of `text` other than those in `allowed` and a zero-width
    /// joiner between two emoji (👨‍👩‍👧, kept on purpose); nil when there is none.
    public static func firstForbidden(
        in text: String, allowing allowed: Set<Unicode.Scalar> = []
    ) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated()
        where isForbidden(scalar) && !allowed.contains(scalar) {
            let joinsEmoji =
                scalar == "\u{200D}" && index > 0 && index + 1 < scalars.count
                && (isPictograph(scalars[index - 1]) || scalars[index - 1] == "\u{FE0F}")
                && isPictograph(scalars[index + 1])
            if !joinsEmoji { return scalar }
        }
        return nil
    }

    /// An emoji other than the ASCII digits, `#` and `*` that keycaps start with; skin-tone
    /// modifiers are emoji too.
    private static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isEmoji
    }
}
