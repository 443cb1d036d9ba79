import Foundation
import PlateFinderDomain

/// Turns the raw text of a page fragment into the form the app shows and compares.
enum HTMLTextNormalizer {
    /// `raw` without control characters or terminal sequences, trimmed, and with every
    /// run of white space (a no-break space included) as a single space.
    static func normalize(_ raw: String) -> String {
        var raw = raw
        return raw.withUTF8(normalize(utf8:))
    }

    /// `normalize` for UTF-8 text, such as the characters of libxml2's text nodes.
    static func normalize(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Nearly every cell is printable ASCII and blanks; collapsing those bytes directly
        // skips the Unicode property lookups, which would cost more than the rest of the map.
        guard bytes.allSatisfy(isPlainASCII) else {
            return collapse(ControlCharacterStripper.strip(String(decoding: bytes, as: UTF8.self)))
        }
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if isASCIIBlank(byte) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    output[count] = UInt8(ascii: " ")
                    count += 1
                    pendingSpace = false
                }
                output[count] = byte
                count += 1
            }
            return count
        }
    }

    /// `words` in lower case and without accents, the form labels are matched in.
    static func folded(_ words: Substring) -> String {
        // The portal's labels are ASCII or Latin-1 letters, which fold by a table into one
        // byte each, written straight into the result; only other text needs Foundation's
        // folding, which costs more than the rest of a lookup.
        var needsFoundation = false
        let folded = String(unsafeUninitializedCapacity: words.utf8.count) { output in
            var count = 0
            for scalar in words.unicodeScalars {
                switch scalar.value {
                case 0x41...0x5A:
                    output[count] = UInt8(scalar.value) + 0x20
                case 0..<0x80:
                    output[count] = UInt8(scalar.value)
                case 0xC0...0xFF where latin1Letters[Int(scalar.value) - 0xC0] != UInt8(ascii: "?"):
                    output[count] = latin1Letters[Int(scalar.value) - 0xC0]
                default:
                    needsFoundation = true
                    return 0
                }
                count += 1
            }
            return count
        }
        guard needsFoundation else { return folded }
        return words.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The unaccented lower-case letter of each character from U+00C0 to U+00FF; `?` for
    /// those without one (Æ, Ø, ß, ×…), which are left to Foundation.
    private static let latin1Letters = Array(
        "aaaaaa?ceeeeiiii?nooooo??uuuuy??aaaaaa?ceeeeiiii?nooooo??uuuuy?y".utf8)

    /// At most `limit` characters of `text`, ending in `…` when cut, to quote outside data
    /// in a message without letting it grow the message without bound.
    static func excerpt(_ text: String, limit: Int) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            end < text.endIndex
        else { return text }
        return text[..<end] + "…"
    }

    private static func collapse(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isWhitespace =
                scalar.isASCII ? isASCIIBlank(UInt8(scalar.value)) : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace {
                output.append(" ")
                pendingSpace = false
            }
            output.append(scalar)
        }
        return String(output)
    }

    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || isASCIIBlank(byte)
    }

    /// Tab, line feed and carriage return: the controls the stripper would turn into spaces.
    private static func isASCIIBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
