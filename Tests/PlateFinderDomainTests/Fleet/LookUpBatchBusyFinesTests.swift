import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A fines grid that answers it is busy holds the ANT's whole host for the wait it asked
/// for, as a busy vehicle page does.
struct LookUpBatchBusyFinesTests {
    /// The wait is a lower bound: no request to the portal, the fines' retry or another
    /// plate's page, may start before it is over, however loaded the machine.
    @Test func run_holdsTheANTsHost_forTheWaitTheFinesGridAskedFor() async throws {
        try await withLeakTracking { tracker in
            let (sut, ant, loader) = makeSUT(tracker)
            let wait = Duration.milliseconds(300)
            for plate in ["PBX0001", "PBX0002"] {
                ant.stub(plate, with: [.success(BatchTestKit.car(plate))])
                loader.stub(plate, with: FinesFactory.report(plate: plate))
            }
            loader.stub(
                "PBX0001",
                failingFirstWith: [LookupFailure(.fines, .busy(statusCode: 429, retryAfter: wait))])

            let (log, summary) = await BatchTestKit.run(
                sut, BatchFeed(plates: ["PBX0001", "PBX0002"]),
                options: BatchTestKit.options(sources: [.ant, .fines], concurrency: 1))

            let busyAt = try #require(loader.requestInstants.first)
            let later = (ant.requestStarts.map(\.at) + loader.requestInstants.dropFirst())
                .filter { $0 > busyAt }
            #expect(loader.requests.map(\.plate).filter { $0 == Plate("PBX0001") }.count == 2)
            #expect(loader.requests.allSatisfy { $0.fromPage })
            #expect(!later.isEmpty && later.allSatisfy { $0 - busyAt >= wait })
            #expect(log.results.map(BatchPlateStatus.init) == [.found, .found])
            #expect(summary.requests == 5)
        }
    }

    private func makeSUT(
        _ tracker: LeakTracker
    ) -> (sut: LookUpBatch, ant: SourceSpy<Car>, fines: FinesLoaderStub) {
        let ant = SourceSpy<Car>(.ant)
        let sri = SourceSpy<SRIRegistration>(.sri)
        let loader = FinesLoaderStub()
        let lookUp = LookUpVehicle(
            pages: ant, fines: loader, registrations: sri, vehicles: ant,
            savedFines: InMemoryFinesStore(), savedRegistrations: sri, clock: BatchTestKit.clock)
        let sut = LookUpBatch(lookUp: lookUp, random: { 1 })
        tracker.track(ant)
        tracker.track(sri)
        tracker.track(loader)
        return (sut, ant, loader)
    }
}
