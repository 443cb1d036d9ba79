import Foundation

/// Paces the requests a batch sends to one host, so one person's batch never hammers a
/// public service: at most `concurrency` requests in flight, the starts of two requests at
/// least `interval` apart, and none before a time the host asked to be left alone until
/// (`Retry-After`).
///
/// Waiting is cancellable: a cancelled task stops waiting at once and starts nothing.
public actor RequestPacer {
    /// The most requests in flight at once.
    public let concurrency: Int
    /// The least time between the starts of two requests.
    public let interval: Duration
    private let clock: ContinuousClock
    private var inFlight = 0
    private var nextStart: ContinuousClock.Instant
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A pacer allowing `concurrency` (at least 1) requests at once, started `interval`
    /// apart.
    public init(concurrency: Int, interval: Duration, clock: ContinuousClock = .continuous) {
        self.concurrency = max(1, concurrency)
        self.interval = max(.zero, interval)
        self.clock = clock
        nextStart = clock.now
    }

    /// Runs `work` once a slot is free and its start is due; nil when the task was
    /// cancelled before it could start.
    public func run<Output: Sendable>(
        _ work: @Sendable () async -> Output
    ) async -> Output? {
        guard await acquire() else { return nil }
        defer { release() }
        return await work()
    }

    /// Starts no request before `instant`: the host asked to wait (429, 503 with
    /// `Retry-After`).
    public func hold(until instant: ContinuousClock.Instant) {
        nextStart = max(nextStart, instant)
    }

    /// Waits for a free slot and a due start, then takes them; false when cancelled.
    private func acquire() async -> Bool {
        while true {
            if Task.isCancelled { return false }
            if inFlight >= concurrency {
                await withCheckedContinuation { waiters.append($0) }
                continue
            }
            let now = clock.now
            guard now >= nextStart else {
                do { try await clock.sleep(until: nextStart) } catch { return false }
                continue
            }
            inFlight += 1
            nextStart = now + interval
            return true
        }
    }

    private func release() {
        inFlight -= 1
        if !waiters.isEmpty { waiters.removeFirst().resume() }
    }
}
