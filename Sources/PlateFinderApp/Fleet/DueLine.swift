import Foundation
import PlateFinderDomain

/// How `due` prints what falls due: one line per item, overdue first, with the day, what
/// falls due, what to do and the age of the saved answer it comes from.
///
/// `overdue  2026-05-31  Registration payment PBX1234 — Registration late since May 2026.
/// (fetched 3 days ago)`
public enum DueLine {
    /// The line for `item`, without a newline, ages counted up to `now`.
    public static func line(for item: DueItem, messages: Messages, now: Date) -> String {
        let markWidth = max(messages.overdueMark.count, 1)
        let mark = item.isOverdue ? messages.overdueMark : ""
        return mark.padding(toLength: markWidth, withPad: " ", startingAt: 0) + "  "
            + item.dueDate.isoString + "  " + messages.dueTitle(item) + " — "
            + messages.dueDetail(item) + " ("
            + messages.answerAge(fetchedAt: item.fetchedAt, now: now) + ")"
    }
}
