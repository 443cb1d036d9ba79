import PlateFinderApp
import Testing

@Suite struct CardRowTests {
    @Test func initValue_breaksTheValueIntoWords() {
        let sut = CardRow(label: "Tint", value: "No existe  registro")

        #expect(sut.phrases == ["No", "existe", "registro"])
        #expect(sut.value == "No existe registro")
    }

    @Test func initPhrases_keepsThePhrases_andJoinsThemAsTheValue() {
        let sut = CardRow(label: "Fines", phrases: ["4 pending,", "20 voided,", "9 paid"])

        #expect(sut.phrases == ["4 pending,", "20 voided,", "9 paid"])
        #expect(sut.value == "4 pending, 20 voided, 9 paid")
    }

    @Test func initValue_hasNoPhrase_forAnEmptyValue() {
        #expect(CardRow(label: "Tint expiry", value: "").phrases.isEmpty)
    }
}
