/// Text values as iCalendar writes them (RFC 5545, 3.3.11).
enum ICSText {
    /// `text` escaped as a TEXT value: backslash, semicolon and comma take a backslash,
    /// every line break (CRLF, CR, LF, NEL, line and paragraph separators) becomes `\n`,
    /// a tab becomes a space, and every other control character is removed, since the
    /// grammar allows none.
    static func escaped(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": output.append(contentsOf: #"\\"#.unicodeScalars)
            case ";": output.append(contentsOf: #"\;"#.unicodeScalars)
            case ",": output.append(contentsOf: #"\,"#.unicodeScalars)
            case "\n" where afterCarriageReturn: continue
            case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}":
                output.append(contentsOf: #"\n"#.unicodeScalars)
            case "\t": output.append(" ")
            default:
                if !isControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// C0 controls, DEL and C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
