import Foundation
import FuzzSupport
import PlateFinderData

/// A body and its `Content-Type` (the header, a zero byte, the body; no zero byte is a body
/// without the header) decode to text read in one of the charsets PlateFinder knows: the one
/// declared when the body is valid in it, Latin-1 otherwise. The header's case never matters.
enum HTTPBodyProperties {
    /// Content types that declare a charset, as servers write them.
    static let declarations: [(contentType: String, charset: Charset)] = [
        ("text/html; charset=UTF-8", .utf8), ("text/html;charset=\"utf-8\"", .utf8),
        ("text/html; q=1; Charset = 'utf8' ", .utf8), ("text/html; charset=windows-1252", .cp1252),
        ("text/html; charset=cp1252", .cp1252), ("text/html; charset=ISO-8859-1", .latin1),
        ("text/html", .latin1), ("text/html; charset=x-unknown", .latin1),
    ]

    static func check(_ bytes: [UInt8]) {
        let (head, tail) = FuzzBytes.split(bytes)
        let hasHeader = bytes.contains(0)
        let contentType = hasHeader ? FuzzBytes.latin1(head) : nil
        let body = hasHeader ? tail : bytes
        let text = HTTPTextDecoder.decode(Data(body), contentType: contentType)
        let readings = Charset.allCases.compactMap { $0.reading(of: body) }
        Property.require(
            readings.contains(text),
            "\(Property.quote(text)) is no reading of the body under \(contentType ?? "nothing")")
        if let contentType {
            for recased in [contentType.uppercased(), contentType.lowercased()] {
                Property.require(
                    HTTPTextDecoder.decode(Data(body), contentType: recased) == text,
                    "the case of \(Property.quote(contentType)) changes the text")
            }
            if !contentType.lowercased().contains("charset") {
                Property.require(
                    text == Charset.latin1.reading(of: body),
                    "\(Property.quote(contentType)) declares no charset, yet the body is not"
                        + " read as Latin-1")
            }
        } else {
            Property.require(
                text == Charset.latin1.reading(of: body), "a body without a header is not Latin-1")
        }
        for (declared, charset) in declarations {
            let expected = charset.reading(of: body) ?? Charset.latin1.reading(of: body)
            Property.require(
                HTTPTextDecoder.decode(Data(body), contentType: declared) == expected,
                "\(declared) does not read the body as \(charset)")
        }
    }
}
