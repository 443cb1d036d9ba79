import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines grid in a batch: asked only when named, after the plate's vehicle page, on the
/// ANT's pacing, from a young saved answer without a request, and never hiding the vehicle.
struct LookUpBatchFinesTests {
    private static let pending = FinesFactory.report(plate: "PBX1234")

    @Test func run_asksNoFines_whenTheyAreNotNamed() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

            let (log, _) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options())

            #expect(batch.fines.messages.isEmpty)
            #expect(log.results.first?.fines == .notAsked)
        }
    }

    @Test func run_asksTheFines_afterTheVehiclePageAnswered_andKeepsThem() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            batch.ant.hold("PBX1234")
            batch.fines.stub("PBX1234", with: [.success(Self.pending)])
            let feed = BatchFeed(plates: ["PBX1234"])
            let run = Task {
                await BatchTestKit.run(
                    batch.sut, feed, options: BatchTestKit.options(sources: [.ant, .fines]))
            }

            await batch.ant.waitForHeldRequests(1)
            #expect(batch.fines.fetchedPlates.isEmpty)
            batch.ant.release("PBX1234", with: .success(BatchTestKit.car("PBX1234")))
            let (log, summary) = await run.value

            #expect(log.results.first?.fines == .answered(Self.pending, BatchTestKit.asked))
            #expect(
                batch.fines.savedAnswers[Plate("PBX1234")]
                    == SourceAnswer(Self.pending, fetchedAt: BatchTestKit.now))
            #expect(log.results.map(BatchPlateStatus.init) == [.found])
            #expect(summary.requests == 2)
        }
    }

    @Test func run_startsNothingElseOnTheANTsHost_whileTheFinesAreAsked() async throws {
        try await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            for plate in ["PBX0001", "PBX0002"] {
                batch.ant.stub(plate, with: [.success(BatchTestKit.car(plate))])
                batch.fines.stub(plate, with: [.success(FinesFactory.report(plate: plate))])
            }
            batch.fines.hold("PBX0001")
            let feed = BatchFeed(plates: ["PBX0001", "PBX0002"])
            let options = BatchTestKit.options(sources: [.ant, .fines], concurrency: 1)
            let run = Task { await BatchTestKit.run(batch.sut, feed, options: options) }

            await batch.fines.waitForHeldRequests(1)
            let asked = batch.ant.fetchedPlates.count + batch.fines.fetchedPlates.count
            // Waiting proves nothing by itself; it gives a request that should not start
            // the time to start, so a pacer the fines bypass shows.
            try await Task.sleep(for: .milliseconds(50))
            #expect(batch.ant.fetchedPlates.count + batch.fines.fetchedPlates.count == asked)
            batch.fines.release("PBX0001", with: .success(FinesFactory.report(plate: "PBX0001")))
            let (log, _) = await run.value

            #expect(log.results.map(BatchPlateStatus.init) == [.found, .found])
            #expect(batch.ant.mostInFlight == 1 && batch.fines.mostInFlight == 1)
        }
    }

    @Test func run_usesYoungSavedFines_withoutARequest() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
            let hourOld = BatchTestKit.now.addingTimeInterval(-3_600)
            batch.fines.stubSaved("PBX1234", SourceAnswer(Self.pending, fetchedAt: hourOld))
            let options = BatchTestKit.options(
                sources: [.ant, .fines], maximumAge: .seconds(86_400))

            let (log, summary) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]), options: options)

            #expect(batch.fines.fetchedPlates.isEmpty)
            #expect(
                log.results.first?.fines
                    == .answered(Self.pending, .saved(at: hourOld, standingInFor: nil)))
            #expect(summary.requests == 1 && summary.savedAnswers == 1)
        }
    }

    @Test func run_keepsTheVehicle_whenTheFinesFail() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            let unreadable = LookupFailureReason.notUnderstood(.grid(.notJSON))
            batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
            batch.fines.stub("PBX1234", with: [batch.fines.failure(unreadable)])

            let (log, summary) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines]))

            let result = log.results.first
            #expect(result?.ant == .answered(BatchTestKit.car("PBX1234"), BatchTestKit.asked))
            #expect(result?.fines == .failed(LookupFailure(.fines, unreadable)))
            #expect(log.results.map(BatchPlateStatus.init) == [.partial])
            #expect(summary.partial == 1)
        }
    }

    @Test func run_countsFinesWithAStatusItCouldNotRead_asFailed() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            let unread = FinesFactory.unreadReport(plate: "PBX1234", listed: 1, counted: 3)
            batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
            batch.fines.stub("PBX1234", with: [.success(unread)])

            let (log, summary) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines]))

            #expect(log.results.first?.fines == .answered(unread, BatchTestKit.asked))
            #expect(log.results.map(BatchPlateStatus.init) == [.partial])
            #expect(summary.partial == 1 && !summary.everyPlateAnswered)
        }
    }

    @Test func run_retriesTheFines_onTheirOwn_whenThePortalIsBusy() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
            batch.fines.stub(
                "PBX1234",
                with: [
                    batch.fines.failure(.busy(statusCode: 429, retryAfter: .milliseconds(5))),
                    .success(Self.pending),
                ])

            let (log, summary) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines]))

            #expect(batch.ant.fetchedPlates == [Plate("PBX1234")])
            #expect(batch.fines.fetchedPlates == [Plate("PBX1234"), Plate("PBX1234")])
            #expect(log.results.map(BatchPlateStatus.init) == [.found])
            #expect(summary.requests == 3)
        }
    }

    @Test func run_asksNoFines_whenThePortalHasNoSuchVehicle() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            batch.ant.stub("PBX1234", with: [.success(nil)])

            let (log, _) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines]))

            #expect(batch.fines.fetchedPlates.isEmpty)
            #expect(log.results.first?.fines == .noData(BatchTestKit.asked))
            #expect(log.results.map(BatchPlateStatus.init) == [.noData])
        }
    }

    @Test func run_asksTheFinesNoMore_whenTheVehiclePageFailed() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            batch.ant.stub("PBX1234", with: [batch.ant.failure(.timedOut)])

            let (log, _) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines], retries: 0))

            #expect(batch.fines.fetchedPlates.isEmpty)
            #expect(log.results.first?.fines == .failed(LookupFailure(.ant, .timedOut)))
            #expect(log.results.map(BatchPlateStatus.init) == [.failed])
        }
    }

    @Test func run_letsSavedFinesOfAnyAgeStandIn_whenTheVehiclePageFailed() async {
        await withLeakTracking { tracker in
            let batch = makeSUT(tracker)
            let monthOld = BatchTestKit.now.addingTimeInterval(-30 * 86_400)
            batch.ant.stub("PBX1234", with: [batch.ant.failure(.unreachable)])
            batch.fines.stubSaved("PBX1234", SourceAnswer(Self.pending, fetchedAt: monthOld))

            let (log, summary) = await BatchTestKit.run(
                batch.sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(
                    sources: [.ant, .fines], maximumAge: .seconds(86_400), retries: 0))

            let standIn = AnswerOrigin.saved(
                at: monthOld, standingInFor: LookupFailure(.ant, .unreachable))
            #expect(batch.fines.fetchedPlates.isEmpty)
            #expect(log.results.first?.fines == .answered(Self.pending, standIn))
            #expect(log.results.map(BatchPlateStatus.init) == [.partial])
            #expect(summary.requests == 1)
        }
    }

    private func makeSUT(_ tracker: LeakTracker) -> SpiedBatch {
        let batch = SpiedBatch()
        batch.track(with: tracker)
        return batch
    }
}
