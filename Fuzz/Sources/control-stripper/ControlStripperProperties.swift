import FuzzSupport
import PlateFinderDomain

/// The control-character stripper leaves nothing that could drive a terminal (C0, C1, DEL
/// and the invisible format characters; a zero-width joiner only between two emoji), keeps
/// no line break on one line (only `\n` when breaks are kept), invents no text, and is
/// idempotent.
enum ControlStripperProperties {
    /// Escape sequences' pieces, line breaks, format characters and the emoji they join.
    static let alphabet = Array(
        ("ab Z~;[]P^_X\\\u{0}\u{7}\t\n\r\u{1B}\u{7F}\u{85}\u{90}\u{9B}\u{9C}\u{9D}\u{9F}\u{A0}"
            + "\u{61C}\u{200B}\u{200D}\u{200E}\u{202E}\u{2028}\u{2029}\u{2060}\u{2066}\u{FE0F}"
            + "\u{FEFF}é\u{301}👨👩👧🏽❤#").unicodeScalars)
    /// Scalars that end a line.
    static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}",
        "\u{2028}", "\u{2029}",
    ]

    static func check(_ bytes: [UInt8]) {
        checkText(FuzzBytes.utf8(bytes))
        var input = FuzzInput(bytes)
        checkText(input.text(from: alphabet, maximumLength: 64))
    }

    private static func checkText(_ text: String) {
        let stripped = ControlCharacterStripper.strip(text)
        Property.require(
            TerminalSafety.firstForbidden(in: stripped) == nil,
            "strip left \(Property.quote(TerminalSafety.firstForbidden(in: stripped)))"
                + " in \(Property.quote(stripped))")
        Property.require(
            !stripped.unicodeScalars.contains(where: lineBreaks.contains),
            "strip left a line break in \(Property.quote(stripped))")
        Property.require(
            ControlCharacterStripper.strip(stripped) == stripped,
            "strip is not idempotent on \(Property.quote(text))")
        Property.require(
            isDrawn(stripped, from: text, breaksAs: " "),
            "strip invented text: \(Property.quote(text)) became \(Property.quote(stripped))")

        let lines = ControlCharacterStripper.stripKeepingLineBreaks(text)
        Property.require(
            TerminalSafety.firstForbidden(in: lines, allowing: ["\n"]) == nil,
            "stripKeepingLineBreaks left"
                + " \(Property.quote(TerminalSafety.firstForbidden(in: lines, allowing: ["\n"])))"
                + " in \(Property.quote(lines))")
        Property.require(
            !lines.unicodeScalars.contains { $0 != "\n" && lineBreaks.contains($0) },
            "stripKeepingLineBreaks left a line break other than \\n in \(Property.quote(lines))")
        Property.require(
            ControlCharacterStripper.stripKeepingLineBreaks(lines) == lines,
            "stripKeepingLineBreaks is not idempotent on \(Property.quote(text))")
        Property.require(
            isDrawn(lines, from: text, breaksAs: "\n"),
            "stripKeepingLineBreaks invented text: \(Property.quote(text)) became"
                + " \(Property.quote(lines))")
        let isHarmless = !text.unicodeScalars.contains {
            TerminalSafety.isForbidden($0) || lineBreaks.contains($0)
        }
        Property.require(
            !isHarmless || (stripped == text && lines == text),
            "the stripper changed the harmless \(Property.quote(text))")
    }

    /// Whether every scalar of `output` stands for one of `input`, in order: itself, or
    /// `replacement` for a tab or a line break; a joiner kept between emoji is the input's.
    private static func isDrawn(
        _ output: String, from input: String, breaksAs replacement: Unicode.Scalar
    ) -> Bool {
        var source = input.unicodeScalars.makeIterator()
        for scalar in output.unicodeScalars {
            var matched = false
            while let next = source.next() {
                if next == scalar
                    || (scalar == replacement && (next == "\t" || lineBreaks.contains(next)))
                    || (scalar == " " && next == "\t")
                {
                    matched = true
                    break
                }
            }
            if !matched { return false }
        }
        return true
    }
}
