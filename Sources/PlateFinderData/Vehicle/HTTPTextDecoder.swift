import Foundation

/// Turns an HTTP body into text with the charset its `Content-Type` declares.
///
/// The portal answers in ISO-8859-1, usually without saying so, so Latin-1 is the fallback
/// for a missing or unknown charset and for bytes that are not valid in the declared one.
/// Latin-1 maps every byte to a character, so decoding never fails.
enum HTTPTextDecoder {
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
    static func decode(_ body: Data, contentType: String?) -> String {
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

    private static func latin1(_ body: Data) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(body.count)
        for byte in body { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }
}
