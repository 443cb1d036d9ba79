import Foundation

/// Counts a status's fines honestly: each fine once — a fine is its citation number and
/// agency, so one the grid lists twice, in one page or again on a later one, is one fine —
/// then checks them against the vehicle page's count of that status. A mismatch is a
/// status that could not be read, never a number of fines.
public enum FineCounting {
    /// The reading of `status` from the fines the grid `listed` and the page's count of
    /// the status (nil when the page shows none); nil when their amounts overflow.
    public static func reading(
        _ status: FineStatus, listed: [TrafficFine], pageCount: Int?
    ) -> FineStatusReading? {
        let fines = distinct(listed)
        guard let pageCount, pageCount == fines.count else {
            return .unread(
                FineCountMismatch(status: status, listed: fines.count, counted: pageCount))
        }
        return FineList(status: status, fines: fines).map(FineStatusReading.read)
    }

    /// `fines` without repeats, each kept where it is first listed.
    public static func distinct(_ fines: [TrafficFine]) -> [TrafficFine] {
        var seen = Set<FineIdentity>()
        return fines.filter { seen.insert(FineIdentity($0)).inserted }
    }

    private struct FineIdentity: Hashable {
        let citation: String
        let agency: String

        init(_ fine: TrafficFine) {
            citation = fine.citation
            agency = fine.agency
        }
    }
}
