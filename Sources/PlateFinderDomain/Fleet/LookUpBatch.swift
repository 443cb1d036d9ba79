import Foundation

/// Looks a whole fleet up, politely: per host, at most `concurrency` requests in flight,
/// their starts `interval` apart, a busy host left alone for as long as it asks; saved
/// answers younger than the maximum age are used without a request, and fresh answers are
/// kept as saved answers (never in the 50-entry search history).
///
/// Results come out in input order as they are ready; only those that finish before an
/// earlier one are held, and never more than `window` plates are started ahead of the
/// next one out, so memory stays flat however long the input. Cancelling the calling task
/// starts nothing more, cuts short the requests in flight, and still delivers every
/// plate that got an answer; whatever was answered was kept as it arrived.
public struct LookUpBatch: Sendable {
    private let lookUp: LookUpVehicle
    private let random: @Sendable () -> Double

    /// A batch running `lookUp`'s plan for each plate, through per-host pacers; `random`
    /// (0..<1) jitters the retries' backoff.
    public init(
        lookUp: LookUpVehicle,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.lookUp = lookUp
        self.random = random
    }

    /// Runs the batch over the entries `next` gives one at a time (nil once there are no
    /// more; it is never asked again before it answered, and must answer promptly once
    /// the task is cancelled), handing each event to `deliver` and waiting for it, so a
    /// slow reader slows the batch instead of piling results up. The final tally.
    public func callAsFunction<Tag: Sendable>(
        _ next: @escaping @Sendable () async -> BatchEntry<Tag>?, options: BatchOptions,
        deliver: @Sendable (BatchEvent<Tag>) async -> Void
    ) async -> BatchSummary {
        let requests = PacedRequests(
            pacers: BatchHostPacers(options: options), retryPolicy: options.retryPolicy,
            random: random)
        let (lookUp, lookup) = (lookUp, options.lookup)
        var summary = BatchSummary()
        var order = BatchOrder<Tag>()
        await withTaskGroup(of: BatchStep<Tag>.self) { group in
            var isReading = false
            var inputEnded = false
            while true {
                if !isReading, !inputEnded, order.waiting < options.window, !Task.isCancelled {
                    isReading = true
                    group.addTask { .read(await next()) }
                }
                guard let step = await group.next() else { break }
                switch step {
                case .read(nil):
                    isReading = false
                    inputEnded = true
                case .read(.passThrough(let tag)?):
                    isReading = false
                    summary.passedThrough += 1
                    order.fill(order.admit(), with: .passedThrough(tag))
                case .read(.lookUp(let number, let tag)?):
                    isReading = false
                    summary.started += 1
                    let place = order.admit()
                    group.addTask {
                        .finished(
                            place, await lookUp.run(number, lookup, requests: requests), tag: tag)
                    }
                case .finished(let place, let report, let tag):
                    summary.add(report)
                    let cutShort = BatchPlateStatus(report) == .cancelled
                    order.fill(place, with: cutShort ? nil : .result(report, tag: tag))
                    await deliver(.progress(summary))
                }
                for event in order.takeReady() { await deliver(event) }
            }
            summary.wasCancelled = Task.isCancelled
        }
        return summary
    }
}

/// One step of a batch's loop: an entry read, or a plate finished in `place`.
private enum BatchStep<Tag: Sendable>: Sendable {
    case read(BatchEntry<Tag>?)
    case finished(Int, VehicleReport, tag: Tag)
}
