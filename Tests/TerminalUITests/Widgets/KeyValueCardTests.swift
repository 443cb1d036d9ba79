import TerminalUI
import Testing

@Suite struct KeyValueCardTests {
    @Test func draw_alignsLabels_andWrapsValues() {
        let sut = makeSUT([("Plate", "ABC1234"), ("Tint", "No existe registro"), ("Año", "")])

        #expect(
            draw(sut, width: 16, height: 5).lines() == [
                "Plate  ABC1234  ", "Tint   No existe", "       registro ", "Año    —        ",
                "                ",
            ])
    }

    @Test func draw_clipsAtBottom_andScrollsByFirstLine() {
        var sut = makeSUT([("A", "1"), ("B", "2"), ("C", "3")])
        sut.firstLine = 1

        #expect(draw(sut, width: 5, height: 1).lines() == ["B  2 "])
    }

    @Test func lines_countsWrappedLines() {
        let sut = makeSUT([("Tint", "No existe registro"), ("Year", "2009")])

        #expect(sut.lines(width: 16).count == 3)
    }

    @Test func lines_keepPhrasesWhole_onScreenAsInPrintedText() {
        let row = LabelledPhrases(label: "Fines", phrases: ["4 pending,", "20 voided,", "9 paid"])
        let sut = KeyValueCard(rows: [row])

        #expect(
            sut.lines(width: 30).map(\.value) == ["4 pending, 20 voided,", "9 paid"])
        #expect(sut.text(width: 30) == "Fines  4 pending, 20 voided,\n       9 paid\n")
    }

    @Test func draw_dimsLabels() {
        let buffer = draw(makeSUT([("Plate", "ABC")]), width: 12, height: 1)

        #expect(buffer[0, 0].style.dim)
        #expect(!buffer[7, 0].style.dim)
    }

    private func makeSUT(_ rows: [(String, String)]) -> KeyValueCard {
        KeyValueCard(rows: rows.map { LabelledPhrases(label: $0.0, value: $0.1) })
    }
}
