import PlateFinderDomain

/// Text values as iCalendar writes them (RFC 5545, 3.3.11).
enum ICSText {
    /// `text` escaped as a TEXT value: stripped like everything shown to a person (controls,
    /// terminal sequences and invisible format characters go; a tab becomes a space), every
    /// line break (CRLF, CR, LF, NEL, line and paragraph separators) becomes `\n`, and
    /// backslash, semicolon and comma take a backslash.
    static func escaped(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in ControlCharacterStripper.stripKeepingLineBreaks(text).unicodeScalars {
            switch scalar {
            case "\\": output.append(contentsOf: #"\\"#.unicodeScalars)
            case ";": output.append(contentsOf: #"\;"#.unicodeScalars)
            case ",": output.append(contentsOf: #"\,"#.unicodeScalars)
            case "\n", "\u{2028}", "\u{2029}": output.append(contentsOf: #"\n"#.unicodeScalars)
            default: output.append(scalar)
            }
        }
        return String(output)
    }
}
