import Foundation

/// Turns an HTTP body into text with the charset its `Content-Type` declares.
///
/// The portal answers in ISO-8859-1, usually without saying so, so Latin-1 is the fallback
/// for a missing or unknown charset and for bytes that are not valid in the declared one.
/// Latin-1 maps every byte to a character, so decoding never fails.
public enum HTTPTextDecoder {
    private static let encodingsByCharset: [String: String.Encoding] = [
        "utf-8": .utf8,
        "utf8": .utf8,
        "iso-8859-1": .isoLatin1,
        "iso8859-1": .isoLatin1,
        "iso_8859-1": .isoLatin1,
        "latin1": .isoLatin1,
        "l1": .isoLatin1,
        "us-ascii": .isoLatin1,
        "ascii": .isoLatin1,
        "windows-1252": .windowsCP1252,
        "cp1252": .windowsCP1252,
    ]

    /// `body` as text, read with the charset named in `contentType`.
    public static func decode(_ body: Data, contentType: String?) -> String {
        guard let charset = contentType.flatMap(charset(in:)),
            let encoding = encodingsByCharset[charset],
            encoding != .isoLatin1,
            let text = String(data: body, encoding: encoding)
        else { return latin1(body) }
        return text
    }

    /// The lower-cased value of the `charset` parameter, without quotes, if any.
    static func charset(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2,
                pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset"
            else { continue }
            let value = pair[1].trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                .lowercased()
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Every Latin-1 byte is the scalar of the same number, so the UTF-8 is written
    /// directly: one byte below 0x80, two above; no validation pass is needed.
    private static func latin1(_ body: Data) -> String {
        body.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var highBytes = 0
            for byte in bytes where byte >= 0x80 { highBytes += 1 }
            return String(unsafeUninitializedCapacity: bytes.count + highBytes) { output in
                var index = 0
                for byte in bytes {
                    if byte < 0x80 {
                        output[index] = byte
                        index += 1
                    } else {
                        output[index] = 0xC0 | (byte >> 6)
                        output[index + 1] = 0x80 | (byte & 0x3F)
                        index += 2
                    }
                }
                return index
            }
        }
    }
}
