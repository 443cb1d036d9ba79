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
    private let vehicles: any BatchSource<Car>
    private let registrations: any BatchSource<SRIRegistration>
    private let fines: (any BatchSource<FineList>)?
    private let clock: DayClock
    private let random: @Sendable () -> Double

    /// A batch over the ANT's `vehicles`, the SRI's `registrations` and the ANT's `fines`
    /// (none asked without it), timed and dated by `clock`; `random` (0..<1) jitters the
    /// retries' backoff.
    public init(
        vehicles: any BatchSource<Car>, registrations: any BatchSource<SRIRegistration>,
        fines: (any BatchSource<FineList>)? = nil, clock: DayClock,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.vehicles = vehicles
        self.registrations = registrations
        self.fines = fines
        self.clock = clock
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
        let plate = BatchPlateLookup(
            vehicles: vehicles, registrations: registrations, fines: fines, options: options,
            part: BatchPartLookup(options: options, clock: clock.instants, random: random),
            pacers: BatchHostPacers(options: options), today: clock.today())
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
                    group.addTask { .finished(place, await plate(number), tag: tag) }
                case .finished(let place, let result, let tag):
                    summary.add(result)
                    let cutShort = result.status == .cancelled
                    order.fill(place, with: cutShort ? nil : .result(result, tag: tag))
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
    case finished(Int, BatchResult, tag: Tag)
}
