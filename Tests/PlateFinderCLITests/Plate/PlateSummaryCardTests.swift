import PlateFinderApp
import TerminalUI
import Testing

@testable import PlateFinderCLI

/// What `validate` prints: the summary's rows laid out by the terminal's card.
@Suite struct PlateSummaryCardTests {
    @Test func card_showsProvinceAndMonth_forCompletePlate() {
        let text = printed(makeSUT("pbx 1234"), .spanish)

        #expect(
            text == """
                Placa                 PBX1234
                Formato               auto
                Completa              sí
                Provincia             Pichincha
                Mes de matriculación  mayo

                """)
    }

    @Test func card_omitsProvinceAndMonth_forIncompletePlate() {
        let text = printed(makeSUT("PBX12"), .english)

        #expect(text == "Plate     PBX12\nFormat    incomplete\nComplete  no\n")
    }

    @Test func card_stripsControlCharacters_fromTypedText() {
        let text = printed(makeSUT("\u{1B}[31mPBX1234"), .english)

        #expect(text == "Plate     PBX1234\nFormat    invalid\nComplete  no\n")
    }

    // MARK: - Helpers

    private func makeSUT(_ text: String) -> PlateSummary {
        PlateSummary(text: text)
    }

    private func printed(_ summary: PlateSummary, _ language: Language) -> String {
        KeyValueCard(rows: summary.cardRows(messages: Messages(language: language))).text()
    }
}
