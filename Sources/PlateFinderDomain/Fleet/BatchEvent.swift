import Foundation

/// What a batch tells its caller while it runs.
public enum BatchEvent<Tag: Sendable>: Sendable {
    /// A plate's result, in input order. A plate that cancellation cut short before any
    /// source answered has none.
    case result(VehicleReport, tag: Tag)
    /// An entry handed back untouched, in input order.
    case passedThrough(Tag)
    /// A plate finished, in whatever order plates finish: the tally so far.
    case progress(BatchSummary)
}
