import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A batch that asked the fines grid writes its pending fines: the count in every format,
/// the total in JSON Lines and on the terminal; one that did not keeps the page's count.
struct BatchFinesRowTests {
    private static let answered = BatchSamples.fines(
        .fresh(
            SourceAnswer(BatchSamples.pendingFines, fetchedAt: BatchSamples.fetchedAt),
            unsaved: nil))

    @Test func row_takesThePendingFines_fromTheGrid_whenItWasAsked() {
        let row = BatchRow(Self.answered)

        #expect(row.finesPending == 2)
        #expect(row.finesTotal == Money(cents: 9_540))
        #expect(BatchCSV.line(for: row).contains(",2,,\r\n"))
    }

    @Test func row_keepsThePagesCount_whenTheGridWasNotAsked() {
        let row = BatchRow(BatchSamples.fines(nil))
        let pageCount = CarFactory.make(plate: "PBX1234").fines?.pending

        #expect(row.finesPending == pageCount)
        #expect(row.finesTotal == nil)
    }

    @Test func row_namesTheFines_whenTheGridFailed() {
        let row = BatchRow(BatchSamples.fines(.failed(.parsingError("grid"))))

        #expect(row.finesPending == nil)
        #expect(row.make == "TOYOTA")
        #expect(row.failures.map(\.source) == [.fines])
        #expect(row.failures.map(\.error) == [.parsingError("grid")])
        #expect(BatchCSV.line(for: row).hasSuffix(",fines: parsingError\r\n"))
    }

    @Test func jsonLine_writesFindsPendingFines_fromTheGrid() throws {
        let object = try decode(BatchJSONLine.line(for: Self.answered, isFavorite: false))
        let pending = try #require(object["pendingFines"] as? [String: Any])

        #expect(pending["count"] as? Int == 2)
        #expect(pending["total"] as? String == "95.40")
    }

    @Test(arguments: [nil, BatchPart<FineList>.failed(.timeout)])
    func jsonLine_writesNoPendingFines_withoutTheGridsAnswer(part: BatchPart<FineList>?) throws {
        let object = try decode(
            BatchJSONLine.line(for: BatchSamples.fines(part), isFavorite: false))

        #expect(object["pendingFines"] is NSNull)
    }

    @Test(arguments: [Language.english, .spanish])
    func tableRow_showsThePendingTotal(language: Language) {
        let messages = Messages(language: language)
        let line = BatchTableRow.line(
            for: BatchRow(Self.answered), messages: messages, measure: { $0.count })

        #expect(
            line.contains(
                messages.localized("2 fines pending", "2 multas pendientes") + " — "
                    + messages.money(Money(cents: 9_540))))
    }

    private func decode(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any])
    }
}
