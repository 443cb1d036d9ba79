import Foundation

/// How a batch runs: which sources it asks, which saved answers are young enough to use
/// instead, and how politely it treats each host.
public struct BatchOptions: Sendable {
    /// The most requests in flight to one host that a batch allows, whatever it is asked.
    public static let maximumConcurrency = 8
    /// The age below which a saved answer is used by default: a day.
    public static let defaultMaximumAge = FreshnessPolicy.defaultBatchMaximumAge

    /// The sources asked about each plate.
    public let sources: Set<VehicleSource>
    /// When a source is asked and when its saved answer is used instead.
    public let freshness: FreshnessPolicy
    /// The most requests in flight to one host (1 to `maximumConcurrency`).
    public let concurrency: Int
    /// The least time between the starts of two requests to one host.
    public let interval: Duration
    /// What is asked again, and after how long.
    public let retryPolicy: RetryPolicy
    /// The most plates started and not yet delivered: results that finish before an
    /// earlier plate's wait here, so memory stays flat however long the input is.
    public let window: Int

    /// Options with every value given, a saved answer younger than `maximumAge` used
    /// without a request (zero always asks); out-of-range numbers are brought into range.
    public init(
        sources: Set<VehicleSource> = Set(VehicleSource.allCases),
        maximumAge: Duration = defaultMaximumAge, concurrency: Int = 2,
        interval: Duration = .seconds(1), retryPolicy: RetryPolicy = RetryPolicy(retries: 2),
        window: Int = 256
    ) {
        self.init(
            sources: sources, freshness: .batch(maximumAge: max(.zero, maximumAge)),
            concurrency: concurrency, interval: interval, retryPolicy: retryPolicy,
            window: window)
    }

    /// Options under another front end's `freshness` (`due --refresh`'s), with the
    /// batch's politeness.
    public init(
        sources: Set<VehicleSource>, freshness: FreshnessPolicy, concurrency: Int = 2,
        interval: Duration = .seconds(1), retryPolicy: RetryPolicy = RetryPolicy(retries: 2),
        window: Int = 256
    ) {
        self.sources = sources
        self.freshness = freshness
        self.concurrency = min(max(1, concurrency), Self.maximumConcurrency)
        self.interval = max(.zero, interval)
        self.retryPolicy = retryPolicy
        self.window = max(1, window)
    }

    /// The lookup each plate gets: the sources wanted under the batch's freshness, answers
    /// kept apart from the search history.
    var lookup: LookupOptions {
        LookupOptions(sources: sources, freshness: freshness, recordsSearch: false)
    }
}
