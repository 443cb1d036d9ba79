import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Cancelling a batch starts nothing more, cuts short what is in flight, keeps every answer
/// that came, and hands over a clean prefix: the plates up to the first one cut short.
struct LookUpBatchCancellationTests {
    @Test func run_cancelled_stopsAsking_andDeliversWhatWasAnswered() async throws {
        let spied = SpiedBatch()
        let (sut, ant) = (spied.sut, spied.ant)
        ant.stub("PBX0001", with: [.success(BatchTestKit.car("PBX0001"))])
        // Long enough that only cancellation can end it.
        ant.stub("PBX0002", with: [.success(BatchTestKit.car("PBX0002"))], delay: .seconds(600))
        ant.stub("PBX0003", with: [.success(BatchTestKit.car("PBX0003"))])
        let log = BatchEventLog<Int>()
        let feed = BatchFeed(plates: ["PBX0001", "PBX0002", "PBX0003"])
        let options = BatchTestKit.options(concurrency: 1)

        let batch = Task { await sut({ await feed.next() }, options: options, deliver: log.record) }
        try await waitUntil { ant.fetchedPlates.count == 2 && log.results.count == 1 }
        batch.cancel()
        let summary = await batch.value

        #expect(log.results.map(\.plate.value) == ["PBX0001"])
        #expect(ant.fetchedPlates == [Plate("PBX0001"), Plate("PBX0002")])
        #expect(summary.wasCancelled)
        #expect(summary.found == 1)
        #expect(summary.cancelled == 2)
        #expect(!summary.everyPlateAnswered)
    }

    @Test func run_cancelled_keepsAPlatesAnswer_butLeavesItsRowOut_whenAnotherSourceWasCutShort()
        async throws
    {
        let spied = SpiedBatch()
        let (sut, ant, sri) = (spied.sut, spied.ant, spied.sri)
        ant.stub("PBX0001", with: [.success(BatchTestKit.car("PBX0001"))])
        sri.stub("PBX0001", with: [.success(nil)], delay: .seconds(600))
        let log = BatchEventLog<Int>()
        let feed = BatchFeed(plates: ["PBX0001"])
        let options = BatchTestKit.options(sources: [.ant, .sri])

        let batch = Task { await sut({ await feed.next() }, options: options, deliver: log.record) }
        try await waitUntil {
            ant.savedAnswers[Plate("PBX0001")] != nil && sri.fetchedPlates.count == 1
        }
        batch.cancel()
        let summary = await batch.value

        #expect(log.results.isEmpty)
        #expect(ant.savedAnswers[Plate("PBX0001")] != nil)
        #expect(summary.partial == 0)
        #expect(summary.cancelled == 1)
        #expect(sri.savedAnswers.isEmpty)
    }

    @Test func run_cancelled_deliversOnlyThePlatesBeforeTheFirstOneCutShort() async throws {
        let spied = SpiedBatch()
        let (sut, ant) = (spied.sut, spied.ant)
        let plates = (1...5).map { "PBX000\($0)" }
        for plate in plates { ant.stub(plate, with: [.success(BatchTestKit.car(plate))]) }
        ant.stub(plates[2], with: [.success(BatchTestKit.car(plates[2]))], delay: .seconds(600))
        let log = BatchEventLog<Int>()
        let feed = BatchFeed(plates: plates)
        let options = BatchTestKit.options(concurrency: 4)

        let batch = Task { await sut({ await feed.next() }, options: options, deliver: log.record) }
        try await waitUntil { log.finishedCount == 4 }
        batch.cancel()
        let summary = await batch.value

        #expect(log.results.map(\.plate.value) == Array(plates.prefix(2)))
        #expect(Set(ant.savedAnswers.keys) == Set([0, 1, 3, 4].map { Plate(plates[$0]) }))
        #expect(summary.found == 2)
        #expect(summary.cancelled == 3)
        #expect(summary.started == 5)
        #expect(summary.wasCancelled)
    }
}
