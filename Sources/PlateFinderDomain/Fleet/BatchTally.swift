import Foundation

/// A batch's two tallies: of the plates as they finish (what progress shows), and of the
/// rows delivered (what the batch's output holds). They differ only once the batch is
/// cancelled: plates finished past the first one cut short are not delivered.
struct BatchTally {
    /// Plates as they finish, in whatever order.
    private(set) var finished = BatchSummary()
    private var delivered = BatchSummary()
    /// Whether the batch was cancelled before its input was done.
    var wasCancelled = false

    /// Counts a plate started.
    mutating func start() {
        finished.started += 1
    }

    /// Counts `report` finished.
    mutating func finish(_ report: VehicleReport) {
        finished.add(report)
    }

    /// Counts `event` delivered.
    mutating func deliver<Tag>(_ event: BatchEvent<Tag>) {
        switch event {
        case .result(let report, _): delivered.add(report)
        case .passedThrough: delivered.passedThrough += 1
        case .progress: break
        }
    }

    /// The batch's tally: outcomes of the rows delivered, every plate started and not
    /// delivered counted as cut short, and the cost of everything asked.
    var summary: BatchSummary {
        let outcomes = delivered.found + delivered.noData + delivered.partial + delivered.failed
        return BatchSummary(
            started: finished.started, found: delivered.found, noData: delivered.noData,
            partial: delivered.partial, failed: delivered.failed,
            cancelled: finished.started - outcomes, passedThrough: delivered.passedThrough,
            requests: finished.requests, savedAnswers: finished.savedAnswers,
            unsavedAnswers: finished.unsavedAnswers, wasCancelled: wasCancelled)
    }
}
