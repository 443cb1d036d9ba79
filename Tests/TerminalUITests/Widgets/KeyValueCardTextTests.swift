import TerminalUI
import Testing

/// The card as printed text (`find`, `validate`, the help pages): exactly as it was printed
/// before the card also drew on screen.
@Suite struct KeyValueCardTextTests {
    @Test func text_alignsValues_inOneColumn() {
        let sut = makeSUT([("Plate", "ABC1234"), ("Registration date", "14-06-2025")])

        #expect(sut.text() == "Plate              ABC1234\nRegistration date  14-06-2025\n")
    }

    @Test func text_showsDash_forEmptyValue() {
        #expect(makeSUT([("Tint expiry", "")]).text() == "Tint expiry  —\n")
    }

    @Test func text_wrapsLongValue_insideValueColumn() {
        let sut = makeSUT([("Tint", "No existe registro de polarizado"), ("Year", "2009")])

        let lines = sut.text(width: 27).split(separator: "\n")

        #expect(
            lines == [
                "Tint  No existe registro de",
                "      polarizado",
                "Year  2009",
            ])
    }

    @Test func text_breaksWordLongerThanColumn() {
        let sut = makeSUT([("A", String(repeating: "x", count: 45))])

        let lines = sut.text(width: 23).split(separator: "\n")

        #expect(lines.map(\.count) == [23, 23, 8])
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("   x") })
    }

    @Test func text_keepsPhrasesWhole_whenWrappingPhraseRow() {
        let row = LabelledPhrases(label: "Fines", phrases: ["4 pending,", "20 voided,", "9 paid"])
        let sut = KeyValueCard(rows: [row])

        let lines = sut.text(width: 30).split(separator: "\n")

        #expect(lines == ["Fines  4 pending, 20 voided,", "       9 paid"])
    }

    @Test func text_wrapsInsidePhrase_onlyWhenPhraseAloneIsTooLong() {
        let long = "one two three four five six seven"
        let sut = KeyValueCard(rows: [LabelledPhrases(label: "A", phrases: ["x", long])])

        let lines = sut.text(width: 23).split(separator: "\n")

        #expect(lines == ["A  x one two three four", "   five six seven"])
    }

    @Test func text_keepsMinimumValueWidth_onNarrowWidth() {
        let sut = makeSUT([("Label", String(repeating: "y", count: 20))])

        #expect(sut.text(width: 5) == "Label  " + String(repeating: "y", count: 20) + "\n")
    }

    @Test func text_indentsEveryLine() {
        let sut = makeSUT([("-h", "Show help."), ("--json", "Print JSON.")])

        #expect(sut.text(indent: 2) == "  -h      Show help.\n  --json  Print JSON.\n")
    }

    @Test func text_countsAccentedLettersAsOneColumn() {
        let sut = makeSUT([("Año", "2009"), ("Placa", "ABC1234")])

        #expect(sut.text() == "Año    2009\nPlaca  ABC1234\n")
    }

    @Test func text_cutsAPageSizedWord_intoFullLinesAndARest() {
        let value = String(repeating: "x", count: 2 * 1024 * 1024 + 7)
        let sut = makeSUT([("A", value)])

        let lines = sut.text(width: 80).split(separator: "\n")

        #expect(lines.count == (value.count + 76) / 77)
        #expect(lines.dropLast().allSatisfy { $0.count == 80 })
        #expect(lines.map { $0.dropFirst(3) }.joined() == value)
    }

    @Test func text_keepsEveryWord_ofAPageSizedSentence() {
        let words = (0..<200_000).map { "w\($0 % 97)" }
        let sut = makeSUT([("A", words.joined(separator: " "))])

        let lines = sut.text(width: 40).split(separator: "\n")

        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.flatMap { $0.dropFirst(3).split(separator: " ").map(String.init) } == words)
    }

    @Test func text_skipsEmptyPhrases_withoutStraySpaces() {
        let sut = KeyValueCard(rows: [LabelledPhrases(label: "A", phrases: ["x", "", "y"])])

        #expect(sut.text() == "A  x y\n")
    }

    // MARK: - Helpers

    private func makeSUT(_ rows: [(String, String)]) -> KeyValueCard {
        KeyValueCard(rows: rows.map { LabelledPhrases(label: $0.0, value: $0.1) })
    }
}
