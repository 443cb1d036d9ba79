import Foundation

/// Removes what could drive a terminal from text that came from outside.
///
/// A portal cell or a stored value could hold escape sequences that move the cursor,
/// change colours or set the window title; none of that may reach a person's terminal.
public enum ControlCharacterStripper {
    /// `text` without C0 and C1 controls, DEL, escape sequences (CSI, OSC, DCS and the
    /// two-character forms) or bidirectional overrides. Tabs and line breaks become spaces.
    public static func strip(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D:
                output.append(" ")
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            default:
                if !isControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
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
