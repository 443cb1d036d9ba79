import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What `platefinder fines` prints as text: where the answer came from, then each status
/// asked (pending first) with its count and total and the table of its fines, or why its
/// fines could not be read.
struct FinesListing: Equatable, Sendable {
    /// The text, every line ending in a newline.
    let text: String

    /// The listing of `report`, which came from `origin`, at most `width` columns wide,
    /// worded by `messages`; dates local to `timeZone`, ages counted up to `now`.
    init(
        report: FinesReport, origin: AnswerOrigin, width: Int, messages: Messages,
        timeZone: TimeZone, now: Date
    ) {
        var sections = [
            messages.sourceLabel + ": "
                + messages.origin(origin, of: .fines, now: now, timeZone: timeZone) + "\n"
        ]
        for status in FineStatus.allCases {
            switch report.statuses[status] {
            case .read(let list)?:
                let body =
                    list.fines.isEmpty
                    ? messages.noFines + "\n"
                    : FinesTable(list: list, width: width, messages: messages).text
                sections.append(messages.fineListHeading(list) + "\n" + body)
            case .unread(let mismatch)?:
                sections.append(
                    messages.fineStatusName(status) + ": " + messages.finesUnread(mismatch) + "\n")
            case nil:
                continue
            }
        }
        text = sections.joined(separator: "\n")
    }
}
