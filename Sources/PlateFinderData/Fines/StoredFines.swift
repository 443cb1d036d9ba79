import Foundation
import PlateFinderDomain

/// The fines as PlateFinder's file keeps them: JSON of its own shape, amounts in cents,
/// days as `YYYY-MM-DD` beside the text the portal wrote (which is all there is of a date
/// in a form not understood), and points as their digits, so nothing is lost or rounded
/// when it is read back. Nothing personal is in it: the grid's identity documents and the
/// portal's ids never reach a fine.
struct StoredFines: Codable, Equatable {
    struct Day: Codable, Equatable {
        let day: String?
        let text: String
    }

    struct Fine: Codable, Equatable {
        let citation: String
        let agency: String
        let issuedOn: Day
        let notifiedOn: Day
        let payBy: Day
        let points: String?
        let sanctionCents: Int
        let surchargeCents: Int
        let remissionCents: Int
        let totalCents: Int
        let article: String
    }

    struct List: Codable, Equatable {
        let status: String
        let fines: [Fine]
    }

    /// A status that could not be read: how many fines the grid listed, and the page's
    /// count (absent when the page showed none).
    struct Unread: Codable, Equatable {
        let status: String
        let listed: Int
        let counted: Int?
    }

    let lists: [List]
    /// Absent in answers saved before statuses could go unread.
    let unread: [Unread]?

    /// The stored shape of `report`, its statuses in `FineStatus` order.
    init(_ report: FinesReport) {
        lists = FineStatus.allCases.compactMap { status in
            report.list(status).map { list in
                List(status: status.rawValue, fines: list.fines.map(Self.fine))
            }
        }
        let unread = report.unread.map {
            Unread(status: $0.status.rawValue, listed: $0.listed, counted: $0.counted)
        }
        self.unread = unread.isEmpty ? nil : unread
    }

    /// The report about `plate` these values stand for; throws for values no PlateFinder
    /// writes.
    func report(for plate: Plate) throws(SQLiteError) -> FinesReport {
        var read: [FineStatus: FineStatusReading] = [:]
        for list in lists {
            guard let status = FineStatus(rawValue: list.status), read[status] == nil else {
                throw .corrupt(message: "saved fines hold a list of no known status")
            }
            var fines: [TrafficFine] = []
            for fine in list.fines { fines.append(try Self.fine(fine)) }
            guard let fineList = FineList(status: status, fines: fines) else {
                throw .corrupt(message: "saved fines add up past what can be counted")
            }
            read[status] = .read(fineList)
        }
        for mismatch in unread ?? [] {
            guard let status = FineStatus(rawValue: mismatch.status), read[status] == nil,
                mismatch.listed >= 0, (mismatch.counted ?? 0) >= 0
            else { throw .corrupt(message: "saved fines hold a list of no known status") }
            read[status] = .unread(
                FineCountMismatch(
                    status: status, listed: mismatch.listed, counted: mismatch.counted))
        }
        return FinesReport(plate: plate, statuses: read)
    }

    private static func fine(_ fine: TrafficFine) -> Fine {
        func day(_ date: ReportedDate) -> Day { Day(day: date.day?.isoString, text: date.text) }
        return Fine(
            citation: fine.citation, agency: fine.agency, issuedOn: day(fine.issuedOn),
            notifiedOn: day(fine.notifiedOn), payBy: day(fine.payBy),
            points: fine.points.map { "\($0)" }, sanctionCents: fine.sanction.cents,
            surchargeCents: fine.surcharge.cents, remissionCents: fine.remission.cents,
            totalCents: fine.total.cents, article: fine.article)
    }

    private static func fine(_ stored: Fine) throws(SQLiteError) -> TrafficFine {
        for text in [
            stored.citation, stored.agency, stored.article, stored.issuedOn.text,
            stored.notifiedOn.text, stored.payBy.text,
        ] where HTMLTextNormalizer.normalize(text) != text {
            throw .corrupt(message: "a saved fine holds text PlateFinder does not write")
        }
        return TrafficFine(
            citation: stored.citation, agency: stored.agency,
            issuedOn: try date(stored.issuedOn), notifiedOn: try date(stored.notifiedOn),
            payBy: try date(stored.payBy), points: try points(stored.points),
            sanction: Money(cents: stored.sanctionCents),
            surcharge: Money(cents: stored.surchargeCents),
            remission: Money(cents: stored.remissionCents),
            total: Money(cents: stored.totalCents), article: stored.article)
    }

    private static func date(_ stored: Day) throws(SQLiteError) -> ReportedDate {
        guard let iso = stored.day else { return ReportedDate(day: nil, text: stored.text) }
        guard let day = CalendarDate(isoString: iso) else {
            throw .corrupt(message: "a saved fine has a date that is no day")
        }
        return ReportedDate(day: day, text: stored.text)
    }

    private static func points(_ digits: String?) throws(SQLiteError) -> Decimal? {
        guard let digits else { return nil }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), digits.count <= 12,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let points = Decimal(string: digits, locale: nil)
        else { throw .corrupt(message: "a saved fine has points that are no number") }
        return points
    }
}
