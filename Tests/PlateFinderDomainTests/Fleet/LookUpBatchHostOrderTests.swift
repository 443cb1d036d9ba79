import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Each host is asked the plates in input order, whichever plates finish first, and rows
/// leave as soon as they and every row before them are done.
struct LookUpBatchHostOrderTests {
    @Test func run_startsEachHostsFirstRequestsInInputOrder_atConcurrencyFour() async {
        let (spied, plates) = makeSUT(count: 50)
        for (index, plate) in plates.enumerated() {
            // Later plates reach their requests first, and answers take uneven times.
            spied.ant.delayReads(of: plate, by: .milliseconds(2 * (50 - index)))
            spied.sri.delayReads(of: plate, by: .milliseconds(3 * (50 - index) % 70))
            let delay = Duration.milliseconds(index * 7 % 5)
            spied.ant.stub(plate, with: [.success(BatchTestKit.car(plate))], delay: delay)
            spied.sri.stub(plate, with: [.success(nil)], delay: .milliseconds(index * 3 % 4))
        }
        let options = BatchTestKit.options(
            sources: [.ant, .sri], maximumAge: .seconds(3_600), concurrency: 4)

        let (log, summary) = await BatchTestKit.run(
            spied.sut, BatchFeed(plates: plates), options: options)

        #expect(spied.ant.pacedStartOrder == plates.map(Plate.init))
        #expect(spied.sri.pacedStartOrder == plates.map(Plate.init))
        #expect(log.results.map(\.plate.value) == plates)
        #expect(summary.found == 50)
    }

    @Test func run_asksTheRestInInputOrder_whenSomePlatesHaveSavedAnswers() async {
        let (spied, plates) = makeSUT(count: 20)
        for (index, plate) in plates.enumerated() {
            spied.ant.stub(plate, with: [.success(BatchTestKit.car(plate))])
            if index % 3 == 0 { spied.ant.stubSaved(plate, BatchTestKit.answered(plate)) }
        }
        let options = BatchTestKit.options(maximumAge: .seconds(3_600), concurrency: 4)

        let (log, summary) = await BatchTestKit.run(
            spied.sut, BatchFeed(plates: plates), options: options)

        let asked = plates.enumerated().filter { $0.offset % 3 != 0 }.map { Plate($0.element) }
        #expect(spied.ant.pacedStartOrder == asked)
        #expect(log.results.map(\.plate.value) == plates)
        #expect(summary.savedAnswers == 7)
    }

    @Test func run_deliversEarlierRows_whileALaterPlateIsStillInFlight() async throws {
        let (spied, plates) = makeSUT(count: 40)
        for plate in plates.dropLast() {
            spied.ant.stub(plate, with: [.success(BatchTestKit.car(plate))])
        }
        spied.ant.hold(plates[39])
        let log = BatchEventLog<Int>()
        let feed = BatchFeed(plates: plates)

        async let summary = spied.sut(
            { await feed.next() }, options: BatchTestKit.options(concurrency: 4),
            deliver: log.record)
        await spied.ant.waitForHeldRequests(1)
        try await waitUntil { log.results.count == 39 }
        #expect(log.results.map(\.plate.value) == Array(plates.prefix(39)))
        spied.ant.release(plates[39], with: .success(BatchTestKit.car(plates[39])))

        #expect(await summary.found == 40)
        #expect(log.results.map(\.plate.value) == plates)
    }

    // MARK: - Helpers

    private func makeSUT(count: Int) -> (spied: SpiedBatch, plates: [String]) {
        (SpiedBatch(), (1...count).map { String(format: "PBX%04d", $0) })
    }
}
