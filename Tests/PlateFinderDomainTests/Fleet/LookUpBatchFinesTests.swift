import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines grid in a batch: asked only when named, after the plate's vehicle page, on the
/// ANT's pacing, from a young saved answer without a request, and never hiding the vehicle.
struct LookUpBatchFinesTests {
    private static let pending = FineList(status: .pending, fines: [FinesFactory.fine()])

    @Test func run_asksNoFines_whenTheyAreNotNamed() async {
        await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

            let (log, _) = await BatchTestKit.run(
                sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options())

            #expect(fines.messages.isEmpty)
            #expect(log.results.first?.fines == nil)
        }
    }

    @Test func run_asksTheFines_afterTheVehiclePageAnswered_andKeepsThem() async {
        await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            ant.hold("PBX1234")
            fines.stub("PBX1234", with: [.success(Self.pending)])
            let feed = BatchFeed(plates: ["PBX1234"])
            let run = Task {
                await BatchTestKit.run(
                    sut, feed, options: BatchTestKit.options(sources: [.ant, .fines]))
            }

            await ant.waitForHeldRequests(1)
            #expect(fines.fetchedPlates.isEmpty)
            ant.release("PBX1234", with: .success(BatchTestKit.car("PBX1234")))
            let (log, summary) = await run.value

            let answer = SourceAnswer(Self.pending, fetchedAt: BatchTestKit.now)
            #expect(log.results.first?.fines == .fresh(answer, unsaved: nil))
            #expect(fines.savedAnswers[Plate("PBX1234")] == answer)
            #expect(log.results.first?.status == .found)
            #expect(summary.requests == 2)
        }
    }

    @Test func run_startsNothingElseOnTheANTsHost_whileTheFinesAreAsked() async throws {
        try await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            for plate in ["PBX0001", "PBX0002"] {
                ant.stub(plate, with: [.success(BatchTestKit.car(plate))])
                fines.stub(plate, with: [.success(Self.pending)])
            }
            fines.hold("PBX0001")
            let feed = BatchFeed(plates: ["PBX0001", "PBX0002"])
            let options = BatchTestKit.options(sources: [.ant, .fines], concurrency: 1)
            let run = Task { await BatchTestKit.run(sut, feed, options: options) }

            await fines.waitForHeldRequests(1)
            let asked = ant.fetchedPlates.count + fines.fetchedPlates.count
            // Waiting proves nothing by itself; it gives a request that should not start
            // the time to start, so a pacer the fines bypass shows.
            try await Task.sleep(for: .milliseconds(50))
            #expect(ant.fetchedPlates.count + fines.fetchedPlates.count == asked)
            fines.release("PBX0001", with: .success(Self.pending))
            let (log, _) = await run.value

            #expect(log.results.map(\.status) == [.found, .found])
            #expect(ant.mostInFlight == 1 && fines.mostInFlight == 1)
        }
    }

    @Test func run_usesYoungSavedFines_withoutARequest() async {
        await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
            let hourOld = SourceAnswer(
                Self.pending, fetchedAt: BatchTestKit.now.addingTimeInterval(-3_600))
            fines.stubSaved("PBX1234", hourOld)
            let options = BatchTestKit.options(
                sources: [.ant, .fines], maximumAge: .seconds(86_400))

            let (log, summary) = await BatchTestKit.run(
                sut, BatchFeed(plates: ["PBX1234"]), options: options)

            #expect(fines.fetchedPlates.isEmpty)
            #expect(log.results.first?.fines == .saved(hourOld))
            #expect(summary.requests == 1 && summary.savedAnswers == 1)
        }
    }

    @Test func run_keepsTheVehicle_whenTheFinesFail() async {
        await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
            fines.stub("PBX1234", with: [.failure(.lookup(.parsingError("grid")))])

            let (log, summary) = await BatchTestKit.run(
                sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines]))

            let result = log.results.first
            #expect(result?.ant == .fresh(BatchTestKit.answered("PBX1234"), unsaved: nil))
            #expect(result?.fines == .failed(.parsingError("grid")))
            #expect(result?.status == .partial)
            #expect(summary.partial == 1)
        }
    }

    @Test func run_retriesTheFines_onTheirOwn_whenThePortalIsBusy() async {
        await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
            fines.stub(
                "PBX1234",
                with: [
                    .failure(
                        .hostBusy(.serverError(statusCode: 429), retryAfter: .milliseconds(5))),
                    .success(Self.pending),
                ])

            let (log, summary) = await BatchTestKit.run(
                sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines]))

            #expect(ant.fetchedPlates == [Plate("PBX1234")])
            #expect(fines.fetchedPlates == [Plate("PBX1234"), Plate("PBX1234")])
            #expect(log.results.first?.status == .found)
            #expect(summary.requests == 3)
        }
    }

    @Test func run_asksNoFines_whenThePortalHasNoSuchVehicle() async {
        await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            ant.stub("PBX1234", with: [.success(nil)])

            let (log, _) = await BatchTestKit.run(
                sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines]))

            #expect(fines.fetchedPlates.isEmpty)
            #expect(log.results.first?.status == .noData)
        }
    }

    @Test func run_asksTheFinesNoMore_whenTheVehiclePageFailed() async {
        await withLeakTracking { tracker in
            let (sut, ant, fines) = makeSUT(tracker)
            ant.stub("PBX1234", with: [.failure(.lookup(.timeout))])

            let (log, _) = await BatchTestKit.run(
                sut, BatchFeed(plates: ["PBX1234"]),
                options: BatchTestKit.options(sources: [.ant, .fines], retries: 0))

            #expect(fines.fetchedPlates.isEmpty)
            #expect(log.results.first?.fines == .failed(.timeout))
            #expect(log.results.first?.status == .failed)
        }
    }

    private func makeSUT(
        _ tracker: LeakTracker
    ) -> (sut: LookUpBatch, ant: BatchSourceSpy<Car>, fines: BatchSourceSpy<FineList>) {
        let ant = BatchSourceSpy<Car>(host: .ant)
        let sri = BatchSourceSpy<SRIRegistration>(host: .sri)
        let fines = BatchSourceSpy<FineList>(host: .ant)
        let sut = LookUpBatch(
            vehicles: ant, registrations: sri, fines: fines, clock: BatchTestKit.clock,
            random: { 1 })
        tracker.track(ant)
        tracker.track(sri)
        tracker.track(fines)
        return (sut, ant, fines)
    }
}
