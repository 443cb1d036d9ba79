import Foundation
import PlateFinderDomain

/// Fines for tests: one fine with every field chosen, and reports of them.
public enum FinesFactory {
    /// A fine issued on `issuedOn` (ISO), owing `totalCents`.
    public static func fine(
        citation: String = "A012345678", issuedOn: String = "2025-08-14",
        totalCents: Int = 5_170
    ) -> TrafficFine {
        TrafficFine(
            citation: citation, agency: "ANT",
            issuedOn: ReportedDate(day: CalendarDate(isoString: issuedOn), text: issuedOn),
            notifiedOn: ReportedDate(
                day: CalendarDate(year: 2025, month: 8, day: 15), text: "15/08/2025 10:30"),
            payBy: ReportedDate(day: nil, text: "13 sep 2025"), points: Decimal(string: "1.5"),
            sanction: Money(cents: 4_700), surcharge: Money(cents: 470),
            remission: Money(cents: -1_410), total: Money(cents: totalCents),
            article: "ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES DE TRÁNSITO")
    }

    /// A report about `plate` listing `fines` in each of `statuses`.
    public static func report(
        plate: String = "ABC1234", statuses: Set<FineStatus> = [.pending],
        fines: [TrafficFine] = [fine()]
    ) -> FinesReport {
        var readings: [FineStatus: FineStatusReading] = [:]
        for status in statuses {
            readings[status] = FineList(status: status, fines: fines).map(FineStatusReading.read)
        }
        return FinesReport(plate: Plate(plate), statuses: readings)
    }

    /// A report about `plate` whose `status` could not be read: the grid listed `listed`
    /// fines where the page counts `counted`.
    public static func unreadReport(
        plate: String = "ABC1234", status: FineStatus = .pending, listed: Int = 0,
        counted: Int? = 2
    ) -> FinesReport {
        FinesReport(
            plate: Plate(plate),
            statuses: [
                status: .unread(
                    FineCountMismatch(status: status, listed: listed, counted: counted))
            ])
    }
}
