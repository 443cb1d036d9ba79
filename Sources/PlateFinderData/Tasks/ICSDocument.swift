/// The text of an iCalendar object being written: content lines, each folded to at most
/// 75 octets and ended by CRLF (RFC 5545, 3.1).
struct ICSDocument {
    /// The longest physical line, in octets, not counting its CRLF.
    static let maximumLineOctets = 75

    /// Everything written so far.
    private(set) var text = ""

    /// Appends the content line `name:value`; `value` must already be in its type's form.
    mutating func append(_ name: String, _ value: String) {
        fold(name + ":" + value)
    }

    /// Appends the content line `name:` followed by `text` escaped as a TEXT value.
    mutating func append(_ name: String, text: String) {
        append(name, ICSText.escaped(text))
    }

    /// Breaks `line` between characters, so a multi-byte character is never split and a
    /// continuation never starts with a combining mark or emoji modifier, which a reader
    /// comparing characters would take for part of the leading space. A character longer
    /// than a whole line (a very long emoji sequence) is broken between its scalars. Each
    /// continuation starts with one space, which counts towards its line's octets.
    private mutating func fold(_ line: String) {
        var octets = 0
        for character in line {
            let width = character.utf8.count
            if octets + width <= Self.maximumLineOctets {
                text.append(character)
                octets += width
            } else if width < Self.maximumLineOctets {
                text += "\r\n " + String(character)
                octets = 1 + width
            } else {
                for scalar in character.unicodeScalars {
                    append(scalar, octets: &octets)
                }
            }
        }
        text += "\r\n"
    }

    private mutating func append(_ scalar: Unicode.Scalar, octets: inout Int) {
        let width = UTF8.width(scalar)
        if octets + width > Self.maximumLineOctets {
            text += "\r\n "
            octets = 1
        }
        text.unicodeScalars.append(scalar)
        octets += width
    }
}
