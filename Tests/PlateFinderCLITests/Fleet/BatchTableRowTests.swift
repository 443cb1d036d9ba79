import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A batch's rows on a terminal: fixed columns, then the details, in the person's language.
struct BatchTableRowTests {
    @Test(arguments: [
        (
            Language.english,
            "PBX1234  found      mixed       TOYOTA AA COROLLA 1.6 (2009); registration late "
                + "since May 2026; owes USD 874.16  !! registration late, fines pending"
        ),
        (
            .spanish,
            "PBX1234  encontrada  mixta           TOYOTA AA COROLLA 1.6 (2009); matrícula "
                + "atrasada desde mayo de 2026; debe USD 874,16  !! matrícula atrasada, multas pendientes"
        ),
    ])
    func line_saysTheVehicleRegistrationAndDebt(language: Language, expected: String) {
        let line = BatchTableRow.line(
            for: BatchRow(BatchSamples.found), messages: Messages(language: language),
            timeZone: VehicleReports.guayaquil, measure: \.count)

        #expect(line == expected)
    }

    @Test func line_goesOnUnderItsDetails_withTheAlertsOnALineOfTheirOwn_onANarrowTerminal() {
        let line = BatchTableRow.line(
            for: BatchRow(BatchSamples.found), messages: Messages(language: .english),
            timeZone: VehicleReports.guayaquil, measure: \.count, width: 80)

        #expect(
            line.split(separator: "\n") == [
                "PBX1234  found      mixed       TOYOTA AA COROLLA 1.6 (2009); registration late",
                "                                since May 2026; owes USD 874.16",
                "                                !! registration late, fines pending",
            ])
    }

    @Test func line_staysWhole_whenItFitsTheTerminal() {
        let line = BatchTableRow.line(
            for: BatchRow(BatchSamples.partial), messages: Messages(language: .english),
            timeZone: VehicleReports.guayaquil, measure: \.count, width: 80)

        #expect(line == "GBC4567  partial    asked now   ANT: timed out")
    }

    @Test func line_namesWhatFailed() {
        let line = makeLine(BatchSamples.partial)

        #expect(line == "GBC4567  partial    asked now   ANT: timed out")
    }

    @Test func line_namesTheSRIsVehicle_whenTheANTGaveNone() {
        let line = makeLine(BatchSamples.identifiedBySRI)

        #expect(
            line
                == "PBX1234  partial    asked now   TOYOTA RAV4 (2020); registration late since "
                + "May 2026; owes USD 874.16; ANT: unreachable; Fines: unreachable  "
                + "!! registration late")
    }

    @Test func line_namesTheFinesPart_inTheLanguageShown() {
        let line = makeLine(BatchSamples.identifiedBySRI, language: .spanish)

        #expect(
            line.hasSuffix("ANT: inaccesible; Multas: inaccesible  !! matrícula atrasada"),
            "\(line)")
    }

    @Test func line_saysWhichSavedCopiesStoodIn_andWhy() {
        let line = makeLine(BatchSamples.standingIn)

        #expect(
            line.hasSuffix(
                "ANT: saved copy from 2026-11-29 18:53; the ANT portal could not be reached; "
                    + "Fines: saved copy from 2026-11-29 18:53; the ANT's fines grid could not "
                    + "be reached  !! registration late, fines pending"))
        #expect(line.contains("2 fines pending — USD 95.40"))
        #expect(line.hasPrefix("PBX1234  found      mixed  "))
    }

    @Test func line_saysTheFinesCouldNotBeRead_whenTheGridsListDisagrees() {
        let line = makeLine(
            BatchSamples.fines(
                VehicleReports.asked(FinesFactory.unreadReport(plate: "PBX1234"))))

        #expect(line.hasSuffix("Fines: answer not understood"))
    }

    @Test func header_linesUpWithTheRows() {
        let messages = Messages(language: .english)

        let header = BatchTableRow.header(messages: messages, measure: \.count)
        let line = makeLine(BatchSamples.failed)

        #expect(header == "PLATE    STATUS     SOURCE      DETAILS  ALERTS")
        #expect(line == "AB123C   failed     —           ANT: busy (HTTP 503)")
    }

    // MARK: - Helpers

    private func makeLine(_ report: VehicleReport, language: Language = .english) -> String {
        BatchTableRow.line(
            for: BatchRow(report), messages: Messages(language: language),
            timeZone: VehicleReports.guayaquil, measure: \.count)
    }
}
