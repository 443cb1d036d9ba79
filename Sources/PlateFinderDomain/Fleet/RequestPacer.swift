import Foundation

/// Paces the requests a batch sends to one host, so one person's batch never hammers a
/// public service: at most `concurrency` requests in flight, the starts of two requests at
/// least `interval` apart, and none before a time the host asked to be left alone until
/// (`Retry-After`).
///
/// Requests start in a fixed order, decided here and not by which task reached the pacer
/// first: a follow-up of a request just answered (the fines grid after its vehicle page)
/// before anything else, so what the first left behind is still fresh; then retries, first
/// come, first served; then plates' first requests strictly by their turn (their place in
/// the input), each once every earlier turn was taken or passed. So a batch asks each host
/// its plates in input order, however its tasks are scheduled.
///
/// Waiting is cancellable: a cancelled task stops waiting at once, starts nothing, and
/// passes its turn. A request that ends with its task cancelled stops the pacer for good:
/// a batch is cancelled whole, and its tasks are told one at a time, so a waiter not yet
/// told must not take the slot the cancelled request just gave back.
public actor RequestPacer {
    /// Where a request queues.
    public enum Place: Equatable, Sendable {
        /// A follow-up of a request just answered: before every other.
        case ahead
        /// A request with no turn (a retry): after follow-ups, first come, first served.
        case queued
        /// A plate's first request to the host: once every earlier turn was taken or passed.
        case turn(Int)
    }

    /// The running request's number on its host, counted from 1 in the order the pacer
    /// started them: what a caller records to learn the order requests really started in.
    @TaskLocal public static var startNumber: Int?

    /// The most requests in flight at once.
    public let concurrency: Int
    /// The least time between the starts of two requests.
    public let interval: Duration
    private let clock: ContinuousClock
    private var inFlight = 0
    /// How many requests it started.
    public private(set) var started = 0
    private var nextStart: ContinuousClock.Instant
    private var waiters: [PacerWaiter] = []
    private var nextWaiterID = 0
    private var turns = PacerTurns()
    private var scheduledWake: ContinuousClock.Instant?
    /// Whether a waiter was started and has not yet run again: the next start is counted
    /// from when it does, so its own delay never brings two starts closer than `interval`.
    private var isStarting = false
    /// Whether a cancelled request ended: nothing starts any more.
    private var isStopped = false

    /// A pacer allowing `concurrency` (at least 1) requests at once, started `interval`
    /// apart.
    public init(concurrency: Int, interval: Duration, clock: ContinuousClock = .continuous) {
        self.concurrency = max(1, concurrency)
        self.interval = max(.zero, interval)
        self.clock = clock
        nextStart = clock.now
    }

    /// How many requests wait for their place, a slot or their start.
    public var waiting: Int { waiters.count }

    /// Runs `work` once its place comes, a slot is free and its start is due; nil when the
    /// task was cancelled before it could start.
    public func run<Output: Sendable>(
        _ place: Place = .queued, _ work: @Sendable () async -> Output
    ) async -> Output? {
        guard let number = await acquire(place) else { return nil }
        let output = await Self.$startNumber.withValue(number) { await work() }
        if Task.isCancelled { isStopped = true }
        release()
        return output
    }

    /// Gives up `turn` without a request: its plate asks this host nothing (a saved answer
    /// did, or the source is not wanted), so the next turn may go.
    public func pass(_ turn: Int) {
        turns.finish(turn)
        dispatch()
    }

    /// Starts no request before `instant`: the host asked to wait (429, 503 with
    /// `Retry-After`).
    public func hold(until instant: ContinuousClock.Instant) {
        nextStart = max(nextStart, instant)
    }

    /// Queues at `place` until started (its number) or cancelled (nil).
    private func acquire(_ place: Place) async -> Int? {
        let id = nextWaiterID
        nextWaiterID += 1
        let number = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
                guard !Task.isCancelled, !isStopped else {
                    if case .turn(let turn) = place { turns.finish(turn) }
                    continuation.resume(returning: nil)
                    dispatch()
                    return
                }
                waiters.append(PacerWaiter(id: id, place: place, continuation: continuation))
                dispatch()
            }
        } onCancel: {
            Task { await self.withdraw(id) }
        }
        guard number != nil else { return nil }
        isStarting = false
        // Cancelled after it was started but before it ran: it gives the slot back unused.
        if Task.isCancelled {
            inFlight -= 1
            started -= 1
            dispatch()
            return nil
        }
        nextStart = max(nextStart, clock.now + interval)
        dispatch()
        return number
    }

    /// Takes a cancelled waiter out of the queue, passing its turn.
    private func withdraw(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        if case .turn(let turn) = waiter.place { turns.finish(turn) }
        waiter.continuation.resume(returning: nil)
        dispatch()
    }

    private func release() {
        inFlight -= 1
        dispatch()
    }

    /// Starts every waiter whose place has come while slots are free and starts are due;
    /// when the next start is not yet due, wakes itself up then.
    private func dispatch() {
        if isStopped {
            for waiter in waiters { waiter.continuation.resume(returning: nil) }
            waiters = []
            return
        }
        while !isStarting, inFlight < concurrency, let index = nextWaiterIndex() {
            let now = clock.now
            guard now >= nextStart else {
                wake(at: nextStart)
                return
            }
            let waiter = waiters.remove(at: index)
            if case .turn(let turn) = waiter.place { turns.finish(turn) }
            inFlight += 1
            started += 1
            nextStart = now + interval
            isStarting = true
            waiter.continuation.resume(returning: started)
        }
    }

    /// The waiter to start next: the first going ahead, else the first queued, else the
    /// one whose turn has come.
    private func nextWaiterIndex() -> Int? {
        if let index = waiters.firstIndex(where: { $0.place == .ahead }) { return index }
        if let index = waiters.firstIndex(where: { $0.place == .queued }) { return index }
        return waiters.firstIndex { waiter in
            if case .turn(let turn) = waiter.place { return turns.hasCome(turn) }
            return false
        }
    }

    /// Dispatches again at `instant`, unless a wake-up is already due by then. The wake-up
    /// does not keep the pacer alive.
    private func wake(at instant: ContinuousClock.Instant) {
        if let scheduledWake, scheduledWake <= instant { return }
        scheduledWake = instant
        Task { [weak self, clock] in
            try? await clock.sleep(until: instant)
            await self?.woke(at: instant)
        }
    }

    private func woke(at instant: ContinuousClock.Instant) {
        if scheduledWake == instant { scheduledWake = nil }
        dispatch()
    }
}
