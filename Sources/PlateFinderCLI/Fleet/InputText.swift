/// An input line's text as a message quotes it: what would not show on a terminal (control
/// characters such as NUL, a vertical tab or a form feed, a byte-order mark, other format
/// characters and unusual spaces) is written as Swift writes it, `\u{FEFF}`, so a line that
/// looks like a plate but is not one says why.
enum InputText {
    /// The most characters of a line quoted; a longer one is cut and ends in `…`.
    static let maximumCharacters = 40

    /// `text` with every character that would not show escaped, cut at
    /// `maximumCharacters`.
    static func escaped(_ text: String) -> String {
        let cut = text.count > maximumCharacters
        var escaped = ""
        for scalar in text.prefix(maximumCharacters).unicodeScalars {
            if shows(scalar) {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return cut ? escaped + "…" : escaped
    }

    private static func shows(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
            .unassigned:
            return false
        case .spaceSeparator:
            return scalar == " "
        default:
            return true
        }
    }
}
