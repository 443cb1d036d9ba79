import Foundation

/// Removes what could drive a terminal from text that came from outside.
///
/// A portal cell or a stored value could hold escape sequences that move the cursor,
/// change colours or set the window title; none of that may reach a person's terminal.
public enum ControlCharacterStripper {
    /// `text` without C0 and C1 controls, DEL, escape sequences (CSI, OSC, DCS and the
    /// two-character forms), or the format characters that draw nothing yet hide or reorder
    /// text (see `isForbidden`). Tabs and line breaks, the line and paragraph separators
    /// among them, become spaces.
    ///
    /// The one exception is a zero-width joiner between two emoji (👨‍👩‍👧): it is part
    /// of the picture a person typed, and joined emoji can hide nothing.
    public static func strip(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsStripping) else { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var heldJoiner = false
        while let scalar = scalars.next() {
            let joinerHeld = heldJoiner
            heldJoiner = false
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                output.append(" ")
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x200D:
                heldJoiner = output.last.map(endsEmoji) ?? false
            default:
                guard !isForbidden(scalar) else { continue }
                if joinerHeld, isPictograph(scalar) {
                    output.append("\u{200D}")
                }
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `text` stripped line by line: its line breaks (CRLF, CR, LF, NEL, line and paragraph
    /// separators) kept as `\n`, everything else as `strip` leaves it.
    public static func stripKeepingLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsStripping) else { return text }
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where afterCarriageReturn: continue
            case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(strip(String(line)))
                line = String.UnicodeScalarView()
            default: line.append(scalar)
            }
        }
        lines.append(strip(String(line)))
        return lines.joined(separator: "\n")
    }

    /// Whether `scalar` may not reach a terminal on its own: a C0 or C1 control, DEL, or an
    /// invisible or direction-changing format character — the Arabic letter mark (U+061C),
    /// zero-width spaces, joiners and directional marks (U+200B–U+200F), embeddings and
    /// overrides (U+202A–U+202E), invisible operators (U+2060–U+2064), isolates
    /// (U+2066–U+2069) and the byte-order mark (U+FEFF).
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF:
            true
        default: false
        }
    }

    /// Whether `scalar` is forbidden, or a line or paragraph separator: not a control, yet
    /// a line break that text shown on one line must not keep.
    private static func needsStripping(_ scalar: Unicode.Scalar) -> Bool {
        isForbidden(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Whether `scalar` can end an emoji that a joiner continues: a pictograph, a skin-tone
    /// modifier or the emoji variation selector.
    private static func endsEmoji(_ scalar: Unicode.Scalar) -> Bool {
        isPictograph(scalar) || scalar.properties.isEmojiModifier || scalar.value == 0xFE0F
    }

    /// An emoji other than the ASCII digits, `#` and `*` that keycaps start with.
    private static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isEmoji
    }

    /// After ESC: `[` starts a control sequence, `]` `P` `X` `^` `_` start a string that
    /// runs to BEL or ST; anything else is a two-character sequence.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        default: return
        }
    }

    /// Parameters and intermediates up to the final byte (0x40–0x7E).
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) {
                return
            }
        }
    }

    /// Everything up to BEL, ST (0x9C) or ESC `\`.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = scalars.next()
                return
            default: continue
            }
        }
    }
}
