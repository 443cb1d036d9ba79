import PlateFinderApp
import Testing

@Suite struct ConfirmationReplyTests {
    @Test(arguments: [
        "y", "Y", "yes", "YES", " yes ", "s", "S", "sí", "SÍ", "si", "Si", "si\u{301}", "y\r",
    ])
    func confirms_acceptsYesInEitherLanguage(answer: String) {
        #expect(ConfirmationReply.confirms(answer))
    }

    @Test(arguments: ["", "n", "no", "N", "yess", "ye", "ok", "oui", "sip", "y y", "1"])
    func confirms_declinesAnythingElse(answer: String) {
        #expect(!ConfirmationReply.confirms(answer))
    }

    @Test func confirms_declines_atEndOfInput() {
        #expect(!ConfirmationReply.confirms(nil))
    }
}
