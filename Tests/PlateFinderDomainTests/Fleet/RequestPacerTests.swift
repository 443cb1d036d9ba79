import Foundation
import PlateFinderDomain
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
                        try? await Task.sleep(for: .milliseconds(20))
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
}
