import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Each fine counted once, then checked against the page's count of its status: a
/// mismatch is a status that could not be read, never a number of fines.
struct FineCountingTests {
    @Test func reading_countsACitationListedThreeTimes_once() throws {
        let fine = FinesFactory.fine(citation: "A1", totalCents: 10_000)

        let reading = FineCounting.reading(.pending, listed: [fine, fine, fine], pageCount: 1)

        let list = try #require(reading?.list)
        #expect(list.count == 1)
        #expect(list.total == Money(cents: 10_000))
        #expect(list.status == .pending)
    }

    /// A later page of the grid repeating a fine, the grid's pages being read one after
    /// another into one list.
    @Test func reading_countsAFineRepeatedOnALaterPage_once() throws {
        let firstPage = [
            FinesFactory.fine(citation: "A1", issuedOn: "2025-08-14"),
            FinesFactory.fine(citation: "A2", issuedOn: "2025-07-01"),
        ]
        let secondPage = [
            FinesFactory.fine(citation: "A2", issuedOn: "2025-07-01"),
            FinesFactory.fine(citation: "A3", issuedOn: "2025-06-01"),
        ]

        let reading = FineCounting.reading(.pending, listed: firstPage + secondPage, pageCount: 3)

        let list = try #require(reading?.list)
        #expect(list.fines.map(\.citation) == ["A1", "A2", "A3"])
        #expect(list.total == Money(cents: 3 * 5_170))
    }

    @Test func distinct_tellsFinesApartByCitationAndAgency_keepingTheFirstListed() {
        let ant = FinesFactory.fine(citation: "A1", totalCents: 100)
        let later = FinesFactory.fine(citation: "A1", totalCents: 999)
        let otherAgency = TrafficFine(
            citation: "A1", agency: "CTE", issuedOn: .none, notifiedOn: .none, payBy: .none,
            points: nil, sanction: .zero, surcharge: .zero, remission: .zero,
            total: Money(cents: 200), article: "")

        let fines = FineCounting.distinct([ant, otherAgency, later])

        #expect(fines == [ant, otherAgency])
    }

    @Test(arguments: [(2, 3), (2, 1), (0, 4)])
    func reading_isUnread_whenTheDistinctFinesAndThePagesCountDisagree(
        listed: Int, counted: Int
    ) {
        let fines = (0..<listed).map { FinesFactory.fine(citation: "A\($0)") }

        let reading = FineCounting.reading(.paid, listed: fines + fines, pageCount: counted)

        #expect(
            reading == .unread(FineCountMismatch(status: .paid, listed: listed, counted: counted)))
        #expect(reading?.list == nil)
    }

    @Test func reading_isUnread_whenThePageShowsNoCount() {
        let reading = FineCounting.reading(
            .pending, listed: [FinesFactory.fine()], pageCount: nil)

        #expect(reading == .unread(FineCountMismatch(status: .pending, listed: 1, counted: nil)))
    }

    @Test func reading_isAnEmptyList_whenThePageCountsNoneAndTheGridListsNone() {
        let reading = FineCounting.reading(.disputed, listed: [], pageCount: 0)

        #expect(reading?.list?.count == 0)
        #expect(reading?.list?.total == .zero)
    }

    @Test func reading_isNone_whenTheAmountsOverflow() {
        let fines = [
            FinesFactory.fine(citation: "A1", totalCents: .max),
            FinesFactory.fine(citation: "A2", totalCents: 1),
        ]

        #expect(FineCounting.reading(.pending, listed: fines, pageCount: 2) == nil)
    }

    @Test func report_tellsWhatWasAskedAndWhatCouldNotBeRead() throws {
        let pending = try #require(FinesFactory.report().pending)
        let report = FinesReport(
            plate: Plate("ABC1234"),
            statuses: [
                .paid: .unread(FineCountMismatch(status: .paid, listed: 1, counted: 2)),
                .pending: .read(pending),
                .disputed: .unread(FineCountMismatch(status: .disputed, listed: 0, counted: nil)),
            ])

        #expect(report.pending == pending)
        #expect(report.list(.paid) == nil)
        #expect(report.unread.map(\.status) == [.disputed, .paid])
        #expect(report.covers([.pending, .paid]))
        #expect(!report.covers([.pending, .voided]))
    }
}
