import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A batch that asked the fines grid writes its pending fines: the count in every format,
/// the total in JSON Lines and on the terminal; one that did not keeps the page's count;
/// fines it could not read are the fines grid's failure.
struct BatchFinesRowTests {
    private static let answered = BatchSamples.fines(
        VehicleReports.asked(BatchSamples.pendingFines))

    @Test func row_takesThePendingFines_fromTheGrid_whenItWasAsked() {
        let row = BatchRow(Self.answered)

        #expect(row.finesPending == 2)
        #expect(row.finesTotal == Money(cents: 9_540))
        #expect(row.failures.isEmpty)
        #expect(BatchCSV.line(for: row).hasSuffix(",2,,,finesPending\r\n"))
    }

    @Test func row_keepsThePagesCount_whenTheGridWasNotAsked() {
        let row = BatchRow(BatchSamples.fines(.notAsked))
        let pageCount = CarFactory.make(plate: "PBX1234").fines?.pending

        #expect(row.finesPending == pageCount)
        #expect(row.finesTotal == nil)
    }

    @Test func row_namesTheFines_whenTheGridFailed() {
        let failure = LookupFailure(.fines, .notUnderstood(.grid(.notJSON)))
        let row = BatchRow(BatchSamples.fines(.failed(failure)))

        #expect(row.finesPending == 4)
        #expect(row.make == "TOYOTA")
        #expect(row.failures.map(\.source) == [.fines])
        #expect(row.failures.map(\.failure) == [failure])
        #expect(BatchCSV.line(for: row).hasSuffix(",fines: parsingError,finesPending\r\n"))
    }

    @Test func row_namesTheFinesAsAFailure_whenTheGridsPendingFinesCouldNotBeRead() {
        let row = BatchRow(
            BatchSamples.fines(
                VehicleReports.asked(
                    FinesFactory.unreadReport(plate: "PBX1234", listed: 1, counted: 2))))

        #expect(row.status == .partial)
        #expect(row.finesPending == nil)
        #expect(row.finesTotal == nil)
        #expect(row.failures.map(\.source) == [.fines])
        #expect(
            row.failures.map(\.failure) == [
                LookupFailure(
                    .fines,
                    .notUnderstood(
                        .grid(
                            .disagreesWithPage(
                                FineCountMismatch(status: .pending, listed: 1, counted: 2)))))
            ])
        #expect(BatchCSV.line(for: row).hasSuffix(",,,fines: parsingError,\r\n"))
    }

    @Test func jsonLine_writesFindsPendingFines_fromTheGrid() throws {
        let object = try decode(
            BatchJSONLine.line(
                for: Self.answered, tag: Self.tag, isFavorite: false, messages: Self.messages))
        let pending = try #require(object["pendingFines"] as? [String: Any])

        #expect(pending["count"] as? Int == 2)
        #expect(pending["total"] as? String == "95.40")
    }

    @Test(arguments: [
        ReportPart<FinesReport>.notAsked, .failed(LookupFailure(.fines, .timedOut)),
    ])
    func jsonLine_writesNoPendingFines_withoutTheGridsList(part: ReportPart<FinesReport>) throws {
        let object = try decode(
            BatchJSONLine.line(
                for: BatchSamples.fines(part), tag: Self.tag, isFavorite: false,
                messages: Self.messages))

        #expect(object["pendingFines"] is NSNull)
    }

    @Test(arguments: [Language.english, .spanish])
    func tableRow_showsThePendingTotal(language: Language) {
        let messages = Messages(language: language)
        let line = BatchTableRow.line(
            for: BatchRow(Self.answered), messages: messages, timeZone: .gmt,
            measure: { $0.count })

        #expect(
            line.contains(
                messages.localized("2 fines pending", "2 multas pendientes") + " — "
                    + messages.money(Money(cents: 9_540))))
    }

    // MARK: - Helpers

    private static let tag = BatchInputTag(line: 1, input: "PBX1234")
    private static let messages = Messages(language: .english)

    private func decode(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any])
    }
}
