import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// What the batch suites share: the day they run on, quick options, and a run to the end.
enum BatchTestKit {
    /// 2026-11-30T10:13:20Z: the batches' "now".
    static let now = Date(timeIntervalSince1970: 1_796_033_600)
    /// The day of `now` in Ecuador.
    static let clock = DayClock(
        timeZone: TimeZone(secondsFromGMT: -5 * 3_600) ?? .gmt, instants: InstantClock { now })

    /// Options that never make a test wait long: no interval, millisecond backoff.
    static func options(
        sources: Set<VehicleSource> = [.ant], maximumAge: Duration = .zero,
        concurrency: Int = 2, retries: Int = 2, window: Int = 256
    ) -> BatchOptions {
        BatchOptions(
            sources: sources, maximumAge: maximumAge, concurrency: concurrency,
            interval: .zero,
            retryPolicy: RetryPolicy(retries: retries, firstDelay: .milliseconds(5)),
            window: window)
    }

    /// Runs `sut` over `feed` to its end: what it delivered and its tally.
    static func run(
        _ sut: LookUpBatch, _ feed: BatchFeed<Int>, options: BatchOptions
    ) async -> (log: BatchEventLog<Int>, summary: BatchSummary) {
        let log = BatchEventLog<Int>()
        let summary = await sut({ await feed.next() }, options: options, deliver: log.record)
        return (log, summary)
    }

    /// A car about `plate`.
    static func car(_ plate: String) -> Car {
        CarFactory.make(plate: plate)
    }

    /// Where an answer the batch just fetched comes from.
    static let asked = AnswerOrigin.asked(at: now)

    /// A fresh ANT answer about `plate`, as the batch saves it.
    static func answered(_ plate: String) -> SourceAnswer<Car> {
        SourceAnswer(car(plate), fetchedAt: now)
    }
}
