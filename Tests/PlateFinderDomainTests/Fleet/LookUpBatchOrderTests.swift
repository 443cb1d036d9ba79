import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Results come out in input order, holding back only those that finish early, and never
/// more than the window ahead.
struct LookUpBatchOrderTests {
    @Test func run_deliversResultsInInputOrder_whenLaterPlatesFinishFirst() async throws {
        let (sut, ant) = makeSUT()
        ant.hold("PBX0001")
        for plate in ["PBX0002", "PBX0003"] { ant.stub(plate, with: [.success(Self.car(plate))]) }
        let log = BatchEventLog<Int>()
        let feed = BatchFeed(plates: ["PBX0001", "PBX0002", "PBX0003"])

        async let summary = sut(
            { await feed.next() }, options: BatchTestKit.options(), deliver: log.record)
        await ant.waitForHeldRequests(1)
        try await waitForFinished(2, in: log)
        #expect(log.results.isEmpty)
        ant.release("PBX0001", with: .success(Self.car("PBX0001")))

        #expect(await summary.found == 3)
        #expect(log.results.map(\.plate.value) == ["PBX0001", "PBX0002", "PBX0003"])
        #expect(log.results.map(\.ant.origin) == Array(repeating: BatchTestKit.asked, count: 3))
    }

    @Test func run_handsBackPassThroughEntries_inTheirPlace() async {
        let (sut, ant) = makeSUT()
        ant.stub("PBX0001", with: [.success(Self.car("PBX0001"))])
        let feed = BatchFeed<Int>([
            .passThrough(0), .lookUp(.complete("PBX0001"), tag: 1), .passThrough(2),
        ])

        let (log, summary) = await BatchTestKit.run(sut, feed, options: BatchTestKit.options())

        let tags = log.delivered.map { output -> Int in
            switch output {
            case .result(_, let tag), .passedThrough(let tag): tag
            }
        }
        #expect(tags == [0, 1, 2])
        #expect(summary.passedThrough == 2)
        #expect(summary.started == 1)
    }

    /// With the first plate held, the batch reads exactly `window` entries and no more:
    /// when the first result comes out, nothing past the window has been read.
    @Test func run_readsNoFurtherThanTheWindow_whileAnEarlierPlateIsUnanswered() async throws {
        let (sut, ant) = makeSUT()
        let plates = (1...8).map { "PBX000\($0)" }
        ant.hold(plates[0])
        for plate in plates.dropFirst() { ant.stub(plate, with: [.success(Self.car(plate))]) }
        let feed = BatchFeed(plates: plates)
        let readsAtFirstResult = ReadCount()
        let log = BatchEventLog<Int>()

        async let summary = sut({ await feed.next() }, options: BatchTestKit.options(window: 3)) {
            event in
            if case .result = event, await readsAtFirstResult.value == nil {
                await readsAtFirstResult.set(await feed.readCount)
            }
            log.record(event)
        }
        await ant.waitForHeldRequests(1)
        try await waitForFinished(2, in: log)
        ant.release(plates[0], with: .success(Self.car(plates[0])))

        #expect(await summary.found == 8)
        #expect(await readsAtFirstResult.value == 3)
        #expect(log.results.map(\.plate.value) == plates)
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LookUpBatch, ant: SourceSpy<Car>) {
        let batch = SpiedBatch()
        return (batch.sut, batch.ant)
    }

    private static func car(_ plate: String) -> Car? {
        BatchTestKit.car(plate)
    }

    private func waitForFinished(_ count: Int, in log: BatchEventLog<Int>) async throws {
        try await waitUntil { log.finishedCount >= count }
    }
}

/// A number set once, read later.
private actor ReadCount {
    private(set) var value: Int?

    func set(_ number: Int) { value = number }
}
