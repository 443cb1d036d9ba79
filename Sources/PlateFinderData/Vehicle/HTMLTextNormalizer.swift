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
