import Foundation
import PlateFinderDomain

/// How `due` prints what falls due: one line per item, overdue first, with the day, what
/// falls due, what to do and the age of the saved answer it comes from.
///
/// `overdue  2026-05-31  Registration payment PBX1234 — Registration late since May 2026.
/// (fetched 3 days ago)`
public enum DueLine {
    /// The line for `item`, without a newline, ages counted up to `now`. What falls due and
    /// why pass through `marking` when the item `isUrgent`, for the front end to make them
    /// stand out (marked or coloured) while the day keeps its column.
    public static func line(
        for item: DueItem, messages: Messages, now: Date,
        marking: (String) -> String = { $0 }
    ) -> String {
        let markWidth = max(messages.overdueMark.count, 1)
        let mark = item.isOverdue ? messages.overdueMark : ""
        let what = messages.dueTitle(item) + " — " + messages.dueDetail(item)
        return mark.padding(toLength: markWidth, withPad: " ", startingAt: 0) + "  "
            + item.dueDate.isoString + "  " + (isUrgent(item) ? marking(what) : what) + " ("
            + messages.answerAge(fetchedAt: item.fetchedAt, now: now) + ")"
    }

    /// Whether `item` is a late or blocked status: a sale prohibited, a vehicle blocked, or
    /// a registration payment already late.
    public static func isUrgent(_ item: DueItem) -> Bool {
        switch item.reason {
        case .saleProhibited, .vehicleBlocked: true
        case .registrationPayment(let event): event.isLate
        case .registrationExpiry, .tintPermitExpiry, .pendingFines, .pendingFinesNotRead,
            .amountOwed:
            false
        }
    }
}
