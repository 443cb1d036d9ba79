import Foundation
import PlateFinderApp

/// Text made safe for roff and laid out with man(7) macros.
enum Roff {
    /// Characters groff names itself, so no font lacks them.
    private static let named: [Character: String] = [
        "—": "\\(em", "–": "\\(en", "…": "...", "→": "\\(->", "←": "\\(<-", "×": "\\(mu",
        "≤": "\\(<=", "≥": "\\(>=", "“": "\\(lq", "”": "\\(rq", "‘": "\\(oq", "’": "\\(cq",
        "·": "\\(pc", "³": "\\(S3", "¿": "\\(r?", "¡": "\\(r!",
    ]

    /// `text` as roff input: backslashes and dashes escaped, other characters than ASCII
    /// written by name or code point, and a line never taken for a request.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if let name = named[character] {
                escaped += name
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\\": escaped += "\\e"
                case "-": escaped += "\\-"
                case " "..."~": escaped.unicodeScalars.append(scalar)
                default:
                    // Control characters never reach here (help text is ours); anything
                    // else is named by its code point, which groff composes.
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    escaped +=
                        "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                        + "]"
                }
            }
        }
        return escaped.first == "." || escaped.first == "'" ? "\\&" + escaped : escaped
    }

    /// A macro argument in quotes.
    static func quoted(_ text: String) -> String {
        "\"" + escape(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    /// Lines kept as they are (a synopsis).
    static func verbatim(_ lines: [String]) -> [String] {
        [".nf"] + lines.map(escape) + [".fi"]
    }

    /// Label–value rows as tagged paragraphs; a row without a label is a paragraph.
    static func rows(_ rows: [CardRow]) -> [String] {
        rows.flatMap { row -> [String] in
            guard !row.label.isEmpty else { return [".PP", escape(row.value)] }
            return [".TP", "\\fB" + escape(row.label) + "\\fR", escape(row.value)]
        }
    }
}
