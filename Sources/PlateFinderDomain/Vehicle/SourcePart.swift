import Foundation

/// One source's part of a report, with what getting it cost: the requests sent, why the
/// store could not be read or written for it, when it could not, and the saved copy that
/// could not be read, when there is one.
struct SourcePart<Answer: Equatable & Sendable>: Sendable {
    /// The part.
    let part: ReportPart<Answer>
    /// Requests sent, retries included.
    var requests = 0
    /// Why the store could not keep or give the part's answer, when it could not.
    var storeFailure: StoreError?
    /// The saved copy that could not be read, when one is saved but unreadable.
    var unreadableSavedCopy: UnreadableRow?

    /// A part that cost nothing.
    static var notAsked: SourcePart<Answer> { SourcePart(part: .notAsked) }
}
