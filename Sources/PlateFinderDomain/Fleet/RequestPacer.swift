import Foundation

/// Paces the requests a batch sends to one host, so one person's batch never hammers a
/// public service: at most `concurrency` requests in flight, the starts of two requests at
/// least `interval` apart, and none before a time the host asked to be left alone until
/// (`Retry-After`).
///
/// A request that follows up one just answered (the fines grid after its vehicle page)
/// may go `ahead` of those waiting, so what the first left behind is still fresh.
///
/// Requests start in the order they asked (first come, first served): one arriving while
/// others wait, or while one just woken has not yet taken the freed slot, queues behind
/// them, so a batch asks its plates in input order.
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
    private var aheadWaiters: [CheckedContinuation<Void, Never>] = []
    private var aheadWaiting = 0
    /// Waiters resumed that have not yet run again: the slot they were woken for is theirs.
    private var wokenWaiters = 0

    /// A pacer allowing `concurrency` (at least 1) requests at once, started `interval`
    /// apart.
    public init(concurrency: Int, interval: Duration, clock: ContinuousClock = .continuous) {
        self.concurrency = max(1, concurrency)
        self.interval = max(.zero, interval)
        self.clock = clock
        nextStart = clock.now
    }

    /// Runs `work` once a slot is free and its start is due — before every request not
    /// `ahead` when it is; nil when the task was cancelled before it could start.
    public func run<Output: Sendable>(
        ahead: Bool = false, _ work: @Sendable () async -> Output
    ) async -> Output? {
        guard await acquire(ahead: ahead) else { return nil }
        defer { release() }
        return await work()
    }

    /// Starts no request before `instant`: the host asked to wait (429, 503 with
    /// `Retry-After`).
    public func hold(until instant: ContinuousClock.Instant) {
        nextStart = max(nextStart, instant)
    }

    /// Waits for a free slot and a due start, then takes them; false when cancelled.
    /// Requests not `ahead` wait while one that is waits.
    private func acquire(ahead: Bool) async -> Bool {
        if ahead { aheadWaiting += 1 }
        defer {
            if ahead { aheadWaiting -= 1 }
            // Whoever stood aside, or was woken and did not take the slot, may go now.
            if inFlight < concurrency { wakeNext() }
        }
        var hasQueued = false
        while true {
            if Task.isCancelled { return false }
            // A newcomer queues behind waiters, and leaves the slots freed for those woken.
            let othersFirst =
                !hasQueued && (!waiters.isEmpty || inFlight + wokenWaiters >= concurrency)
            if inFlight >= concurrency || (!ahead && (aheadWaiting > 0 || othersFirst)) {
                await withCheckedContinuation {
                    if ahead {
                        aheadWaiters.append($0)
                    } else if hasQueued {
                        // Woken but beaten to the slot: it keeps its place at the front.
                        waiters.insert($0, at: 0)
                    } else {
                        waiters.append($0)
                    }
                }
                if !ahead { wokenWaiters -= 1 }
                hasQueued = true
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
        wakeNext()
    }

    /// Wakes one waiter, one going ahead first; it checks again whether it may start.
    private func wakeNext() {
        if !aheadWaiters.isEmpty {
            aheadWaiters.removeFirst().resume()
        } else if !waiters.isEmpty {
            wokenWaiters += 1
            waiters.removeFirst().resume()
        }
    }
}
