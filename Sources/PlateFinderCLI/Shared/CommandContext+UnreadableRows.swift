import PlateFinderApp
import PlateFinderDomain

extension CommandContext {
    /// `listing`'s rows, each row it left out (one that cannot be read) named once on
    /// standard error.
    func rows<Row>(of listing: StoreListing<Row>) -> [Row] {
        noteUnreadable(listing.unreadable)
        return listing.rows
    }

    /// Names on standard error each saved copy of `report` that cannot be read and so
    /// could not stand in for its source.
    func noteUnreadableStandIns(_ report: VehicleReport) {
        let standIns = Set(report.unreadableSavedCopiesInSourceOrder).subtracting(
            report.unreadableSavedParts)
        for row in report.unreadableSavedCopiesInSourceOrder where standIns.contains(row) {
            console.note(messages.unreadableStandInNote(row))
        }
    }

    /// Names each of `rows`, which cannot be read and were left out, once on standard
    /// error.
    func noteUnreadable(_ rows: [UnreadableRow]) {
        var named = Set<UnreadableRow>()
        for row in rows where named.insert(row).inserted {
            console.note(messages.unreadableRowNote(row))
        }
    }
}
