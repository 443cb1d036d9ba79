import Foundation
import Testing

@testable import PlateFinderData

struct HTMLTextNormalizerTests {
    @Test(arguments: 0xC0...0xFF)
    func folded_agreesWithFoundation_onEveryLatin1Letter(codePoint: UInt32) throws {
        let text = String(try #require(Unicode.Scalar(codePoint)))

        let folded = makeSUT().folded(Substring(text))

        #expect(
            folded == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
    }

    @Test(arguments: [
        ("Año de MATRÍCULA", "ano de matricula"), ("FECHA DE CADUCIDAD", "fecha de caducidad"),
        ("An\u{303}o", "ano"), ("Æ ñ", "æ n"), ("", ""),
    ])
    func folded_lowersCaseAndDropsAccents(text: String, expected: String) {
        #expect(makeSUT().folded(Substring(text)) == expected)
    }

    @Test(arguments: [
        ("ABC1234", 7, "ABC1234"), ("ABC1234", 3, "ABC…"), ("", 3, ""),
        ("ÑAN\u{303}DU", 3, "ÑAÑ…"), ("🇪🇨🇪🇨", 1, "🇪🇨…"),
    ])
    func excerpt_keepsAtMostLimitCharacters_markingTheCut(
        text: String, limit: Int, expected: String
    ) {
        #expect(makeSUT().excerpt(text, limit: limit) == expected)
    }

    // MARK: - Helpers

    private func makeSUT() -> HTMLTextNormalizer.Type {
        HTMLTextNormalizer.self
    }
}
