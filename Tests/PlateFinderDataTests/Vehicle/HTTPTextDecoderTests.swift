import Foundation
import Testing

@testable import PlateFinderData

struct HTTPTextDecoderTests {
    private static let latin1Bytes = Data([
        0x41, 0xD1, 0x4F, 0x20, 0x43, 0x41, 0x4D, 0x49, 0xD3, 0x4E,
    ])
    private static let utf8Bytes = Data("AÑO CAMIÓN".utf8)

    @Test(
        arguments: [
            (nil, latin1Bytes),
            ("text/html", latin1Bytes),
            ("text/html; charset=ISO-8859-1", latin1Bytes),
            ("text/html; charset=\"iso-8859-1\"", latin1Bytes),
            ("text/html;charset=latin1", latin1Bytes),
            ("text/html; charset=windows-1252", latin1Bytes),
            ("text/html; charset=x-unknown-charset", latin1Bytes),
            ("text/html; charset=", latin1Bytes),
            ("text/html; charset=UTF-8", utf8Bytes),
            ("text/html; charset=utf-8", utf8Bytes),
            ("TEXT/HTML; CHARSET=\"Utf8\"", utf8Bytes),
            ("text/html; q=1; charset = 'UTF-8' ", utf8Bytes),
            ("text/html; charset=UTF-8", latin1Bytes),
        ] as [(String?, Data)])
    func decode_readsSpanishLetters_withDeclaredOrFallbackCharset(
        contentType: String?, body: Data
    ) {
        #expect(HTTPTextDecoder.decode(body, contentType: contentType) == "AÑO CAMIÓN")
    }

    @Test func decode_readsWindows1252Punctuation_whenDeclared() {
        let body = Data([0x80, 0x20, 0x93, 0x41, 0x94])

        let text = HTTPTextDecoder.decode(body, contentType: "text/html; charset=Windows-1252")

        #expect(text == "€ “A”")
    }

    @Test func decode_fallsBackToLatin1_onBytesUndefinedInWindows1252() {
        let body = Data([0x81, 0x41])

        let text = HTTPTextDecoder.decode(body, contentType: "text/html; charset=cp1252")

        #expect(text.unicodeScalars.map(\.value) == [0x81, 0x41])
    }

    @Test func decode_deliversEmptyText_onEmptyBody() {
        #expect(HTTPTextDecoder.decode(Data(), contentType: "text/html; charset=utf-8").isEmpty)
    }

    @Test(
        arguments: [
            ("text/html; charset=UTF-8", "utf-8"),
            ("text/html;charset=\"ISO-8859-1\"", "iso-8859-1"),
            ("text/html; boundary=x; Charset=windows-1252", "windows-1252"),
            ("text/html", nil),
            ("charset=utf-8", nil),
            ("text/html; charset=\"\"", nil),
        ] as [(String, String?)])
    func charset_findsParameter_caseInsensitively(contentType: String, expected: String?) {
        #expect(HTTPTextDecoder.charset(in: contentType) == expected)
    }
}
