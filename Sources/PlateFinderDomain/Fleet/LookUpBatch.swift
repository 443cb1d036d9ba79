import Foundation

/// Looks a whole fleet up, politely: per host, at most `concurrency` requests in flight,
/// their starts `interval` apart, a busy host left alone for as long as it asks; saved
/// answers younger than the maximum age are used without a request, and fresh answers are
/// kept as saved answers (never in the 50-entry search history).
///
/// Each host is asked the plates in input order (their first requests start by turn);
/// results come out in input order as soon as they and every earlier one are ready, and
/// never more than `window` plates are read ahead of the oldest not yet out, so memory
/// stays flat however long the input. Cancelling the calling task starts nothing more and
/// cuts short the requests in flight; what comes out is then a clean prefix of the input:
/// every plate up to the first one cut short, and nothing after it. Whatever was answered,
/// delivered or not, was kept as it arrived, so a later run need not ask it again.
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
        let pacers = BatchHostPacers(options: options)
        let (lookUp, lookup, retryPolicy, random) =
            (lookUp, options.lookup, options.retryPolicy, random)
        var tally = BatchTally()
        var order = BatchOrder<Tag>()
        await withTaskGroup(of: BatchStep<Tag>.self) { group in
            var isReading = false
            var inputEnded = false
            var nextTurn = 0
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
                    order.fill(order.admit(), with: .passedThrough(tag))
                case .read(.lookUp(_, _)?) where Task.isCancelled:
                    // Read as the batch was stopped: it starts nothing new.
                    isReading = false
                case .read(.lookUp(let number, let tag)?):
                    isReading = false
                    tally.start()
                    let (place, turn) = (order.admit(), nextTurn)
                    nextTurn += 1
                    group.addTask {
                        let requests = PacedRequests(
                            pacers: pacers, retryPolicy: retryPolicy, random: random, turn: turn)
                        let report = await lookUp.run(number, lookup, requests: requests)
                        await requests.doneAsking(.ant)
                        await requests.doneAsking(.sri)
                        return .finished(place, report, tag: tag)
                    }
                case .finished(let place, let report, let tag):
                    tally.finish(report)
                    order.fill(place, with: report.isCutShort ? nil : .result(report, tag: tag))
                    await deliver(.progress(tally.finished))
                }
                for event in order.takeReady() {
                    tally.deliver(event)
                    await deliver(event)
                }
            }
            tally.wasCancelled = Task.isCancelled
        }
        return tally.summary
    }
}

/// One step of a batch's loop: an entry read, or a plate finished in `place`.
private enum BatchStep<Tag: Sendable>: Sendable {
    case read(BatchEntry<Tag>?)
    case finished(Int, VehicleReport, tag: Tag)
}
