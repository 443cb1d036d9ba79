import TerminalUI
import Testing

/// A card's heading rows, flush with the left margin, and its urgent rows, marked or
/// coloured as `UrgentText` decides, on screen and in printed text.
@Suite struct KeyValueCardEmphasisTests {
    @Test func draw_startsAHeadingAtTheLeftMargin_inEmphasis() {
        let buffer = draw(makeSUT(), width: 40, height: 3)

        #expect(buffer.lines()[1] == padded("Registration dues (SRI)"))
        #expect(buffer[0, 1].style == Theme(colors: .monochrome).emphasis)
    }

    @Test func text_printsAHeadingAtTheMargin_withoutTheLabelColumn() {
        #expect(
            makeSUT().text(width: 60, indent: 2)
                == "  Plate   PBX1234\n  Registration dues (SRI)\n"
                + "  Status  !! Late since May 2024\n")
    }

    @Test func draw_marksAnUrgentValue_inMonochrome_inTheErrorStyle() {
        let buffer = draw(makeSUT(), width: 40, height: 3)

        #expect(buffer.lines()[2] == padded("Status  !! Late since May 2024"))
        #expect(buffer[8, 2].style == Theme(colors: .monochrome).error)
        #expect(buffer[0, 0].style.dim)
    }

    @Test func draw_coloursAnUrgentValue_withoutTheMark_inColour() {
        let buffer = draw(makeSUT(), width: 40, height: 3, colors: .color)

        #expect(buffer.lines()[2] == padded("Status  Late since May 2024"))
        #expect(buffer[8, 2].style.foreground == .red)
        #expect(buffer[8, 0].style.foreground == nil)
    }

    @Test func text_coloursEachLineOfAnUrgentValue_inColour() {
        let card = KeyValueCard(rows: [
            LabelledPhrases(label: "Notice", value: "SALE PROHIBITED BY A COURT ORDER")
                .urgent()
        ])

        #expect(
            card.text(width: 30, colors: .color)
                == "Notice  \u{1B}[0;1;31mSALE PROHIBITED BY A\u{1B}[0m\n"
                + "        \u{1B}[0;1;31mCOURT ORDER\u{1B}[0m\n")
    }

    @Test func lines_countTheMark_onlyWhereItIsShown() {
        let card = KeyValueCard(rows: [
            LabelledPhrases(label: "Status", value: "Late since May").urgent()
        ])

        #expect(card.lines(width: 22, colors: .color).count == 1)
        #expect(card.lines(width: 22, colors: .monochrome).count == 2)
    }

    /// `text` padded with spaces to the 40 columns of the buffers drawn here.
    private func padded(_ text: String) -> String {
        text + String(repeating: " ", count: 40 - text.count)
    }

    private func makeSUT() -> KeyValueCard {
        var heading = LabelledPhrases(label: "", value: "Registration dues (SRI)")
        heading.isHeading = true
        return KeyValueCard(rows: [
            LabelledPhrases(label: "Plate", value: "PBX1234"), heading,
            LabelledPhrases(label: "Status", value: "Late since May 2024").urgent(),
        ])
    }
}

extension LabelledPhrases {
    /// The same row, marked urgent.
    fileprivate func urgent() -> LabelledPhrases {
        var row = self
        row.isUrgent = true
        return row
    }
}
