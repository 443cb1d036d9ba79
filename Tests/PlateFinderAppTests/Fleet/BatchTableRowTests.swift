import Foundation
import PlateFinderApp
import PlateFinderDomain
import Testing

/// A batch's rows on a terminal: fixed columns, then the details, in the person's language.
struct BatchTableRowTests {
    @Test(arguments: [
        (
            Language.english,
            "PBX1234  found      mixed       TOYOTA AA COROLLA 1.6 (2009); registration late "
                + "since May 2026; owes USD 874.16"
        ),
        (
            .spanish,
            "PBX1234  encontrada  mixta           TOYOTA AA COROLLA 1.6 (2009); matrícula "
                + "atrasada desde mayo de 2026; debe USD 874,16"
        ),
    ])
    func line_saysTheVehicleRegistrationAndDebt(language: Language, expected: String) {
        let line = BatchTableRow.line(
            for: BatchRow(BatchSamples.found), messages: Messages(language: language),
            measure: \.count)

        #expect(line == expected)
    }

    @Test func line_namesWhatFailed() {
        let line = BatchTableRow.line(
            for: BatchRow(BatchSamples.partial), messages: Messages(language: .english),
            measure: \.count)

        #expect(line == "GBC4567  partial    asked now   ANT: timed out")
    }

    @Test func header_linesUpWithTheRows() {
        let messages = Messages(language: .english)

        let header = BatchTableRow.header(messages: messages, measure: \.count)
        let line = BatchTableRow.line(
            for: BatchRow(BatchSamples.failed), messages: messages, measure: \.count)

        #expect(header == "PLATE    STATUS     SOURCE      DETAILS")
        #expect(line == "AB123C   failed     —           ANT: error HTTP 503")
    }
}
