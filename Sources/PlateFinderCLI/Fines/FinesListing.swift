import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What `platefinder fines` prints as text: where a saved answer came from, then each
/// status asked (pending first) with its count and total and the table of its fines.
struct FinesListing: Equatable, Sendable {
    /// The text, every line ending in a newline.
    let text: String

    /// The listing of `result` at most `width` columns wide, worded by `messages`, a saved
    /// copy dated in `timeZone`.
    init(result: FinesLookupResult, width: Int, messages: Messages, timeZone: TimeZone) {
        var sections: [String] = []
        if result.source.isCache {
            sections.append(
                messages.sourceLabel + ": " + messages.finesSavedCopy(result, timeZone: timeZone)
                    + "\n")
        }
        for status in FineStatus.allCases {
            guard let list = result.report.lists[status] else { continue }
            let body =
                list.fines.isEmpty
                ? messages.noFines + "\n"
                : FinesTable(list: list, width: width, messages: messages).text
            sections.append(messages.fineListHeading(list) + "\n" + body)
        }
        text = sections.joined(separator: "\n")
    }
}
