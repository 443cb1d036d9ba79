import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Politeness is a lower bound: the tests check that no two starts came closer than the
/// interval and that no more than the limit ran at once, never how fast anything was.
struct RequestPacerTests {
    @Test(arguments: [1, 2, 4])
    func run_neverHasMoreInFlightThanTheLimit(concurrency: Int) async {
        let sut = RequestPacer(concurrency: concurrency, interval: .zero)
        let probe = FlightProbe()

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    _ = await sut.run {
                        await probe.enter()
                        // Stays in flight until the limit is reached (or nothing more can
                        // come), so reaching it never depends on how fast starts are.
                        await probe.waitUntilInFlight(concurrency, orEntered: 12)
                        await probe.leave()
                    }
                }
            }
        }

        #expect(await probe.highest == concurrency)
        #expect(await probe.entered == 12)
    }

    @Test func run_startsRequestsAtLeastTheIntervalApart() async {
        let interval = Duration.milliseconds(40)
        let sut = RequestPacer(concurrency: 4, interval: interval)
        let probe = FlightProbe()

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask { _ = await sut.run { await probe.enter() } }
            }
        }

        let starts = await probe.starts.sorted()
        #expect(starts.count == 6)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $1 - $0 >= interval })
    }

    @Test func hold_startsNothingBeforeTheHostsTime() async {
        let sut = RequestPacer(concurrency: 2, interval: .zero)
        let clock = ContinuousClock()
        let until = clock.now + .milliseconds(80)

        await sut.hold(until: until)
        let started = await sut.run { clock.now }

        #expect(started.map { $0 >= until } == true)
    }

    @Test func run_startsFirstRequestsByTurn_whateverOrderTheyArrive() async {
        let sut = RequestPacer(concurrency: 3, interval: .zero)
        let log = StartLog()

        await withTaskGroup(of: Void.self) { group in
            for turn in (0..<12).reversed() {
                group.addTask { _ = await sut.run(.turn(turn)) { await log.record(turn) } }
            }
        }

        #expect(await log.inStartOrder == Array(0..<12))
    }

    @Test func run_startsALaterTurn_onceTheEarlierOneIsPassed() async {
        let sut = RequestPacer(concurrency: 2, interval: .zero)
        let log = StartLog()

        let later = Task { await sut.run(.turn(1)) { await log.record(1) } }
        await sut.pass(0)

        #expect(await later.value != nil)
        #expect(await log.inStartOrder == [1])
    }

    @Test func run_startsFollowUpsAndRetriesBeforeNewTurns() async throws {
        let sut = RequestPacer(concurrency: 1, interval: .zero)
        let log = StartLog()
        let gate = Gate()

        let first = Task { await sut.run(.turn(0)) { await gate.wait() } }
        try await waitUntil(in: sut, waiting: 0, started: 1)
        let waiting = [
            Task { await sut.run(.turn(1)) { await log.record(1) } },
            Task { await sut.run(.queued) { await log.record(20) } },
            Task { await sut.run(.ahead) { await log.record(10) } },
        ]
        try await waitUntil(in: sut, waiting: 3, started: 1)
        await gate.open()
        _ = await first.value
        for task in waiting { _ = await task.value }

        #expect(await log.inStartOrder == [10, 20, 1])
    }

    @Test func run_passesTheTurnOfACancelledWaiter() async {
        let sut = RequestPacer(concurrency: 1, interval: .zero)
        let log = StartLog()

        let cancelled = Task { await sut.run(.turn(0)) { await log.record(0) } }
        cancelled.cancel()
        _ = await cancelled.value
        let next: Void? = await sut.run(.turn(1)) { await log.record(1) }

        #expect(next != nil)
        #expect(await log.inStartOrder.last == 1)
    }

    /// A batch's tasks are told of a cancellation one at a time: the slot a cancelled
    /// request gives back goes to no waiter, even one not yet told.
    @Test func run_startsNothingMore_onceACancelledRequestEnded() async throws {
        let sut = RequestPacer(concurrency: 1, interval: .zero)
        let (log, gate) = (StartLog(), Gate())
        let first = Task { await sut.run(.turn(0)) { await gate.wait() } }
        try await waitUntil(in: sut, waiting: 0, started: 1)
        let untold = Task { await sut.run(.turn(1)) { await log.record(1) } }
        try await waitUntil(in: sut, waiting: 1, started: 1)

        first.cancel()
        await gate.open()

        #expect(await first.value != nil)
        #expect(await untold.value == nil)
        #expect(await log.inStartOrder.isEmpty)
    }

    @Test func run_startsNothing_onceTheTaskIsCancelled() async {
        let sut = RequestPacer(concurrency: 1, interval: .seconds(30))
        _ = await sut.run {}
        let probe = FlightProbe()

        let waiting = Task { await sut.run { await probe.enter() } }
        waiting.cancel()

        #expect(await waiting.value == nil)
        #expect(await probe.entered == 0)
    }
}

/// Polls `sut` until `waiting` requests queue and `started` have started.
private func waitUntil(in sut: RequestPacer, waiting: Int, started: Int) async throws {
    for _ in 0..<500 {
        if await sut.waiting == waiting, await sut.started == started { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the pacer never had \(waiting) waiting and \(started) started")
}

/// The labels of the pieces of work, in the order the pacer numbered their starts.
private actor StartLog {
    private var starts: [(label: Int, number: Int)] = []

    func record(_ label: Int) {
        starts.append((label, RequestPacer.startNumber ?? -1))
    }

    var inStartOrder: [Int] { starts.sorted { $0.number < $1.number }.map(\.label) }
}

/// Holds work until opened.
private actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// Records how many pieces of work ran at once and when each started.
private actor FlightProbe {
    private(set) var current = 0
    private(set) var highest = 0
    private(set) var entered = 0
    private(set) var starts: [ContinuousClock.Instant] = []

    func enter() {
        current += 1
        entered += 1
        highest = max(highest, current)
        starts.append(ContinuousClock().now)
    }

    func leave() { current -= 1 }

    /// Waits until `count` are in flight or `total` have entered, for 10 s at most.
    func waitUntilInFlight(_ count: Int, orEntered total: Int) async {
        var polls = 0
        while current < count, entered < total, polls < 10_000 {
            try? await Task.sleep(for: .milliseconds(1))
            polls += 1
        }
    }
}
