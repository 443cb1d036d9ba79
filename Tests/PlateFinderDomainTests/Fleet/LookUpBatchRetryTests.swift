import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What fails for a moment is asked again, with backoff; a busy host is left alone for as
/// long as it asks; "no data", an unreadable answer and one that is not the source's never
/// are.
struct LookUpBatchRetryTests {
    @Test func run_asksAgainAfterTimeoutsAndServerErrors_untilAnAnswer() async {
        let (sut, ant) = makeSUT()
        ant.stub(
            "PBX1234",
            with: [
                ant.failure(.timedOut), ant.failure(.httpStatus(502)),
                .success(BatchTestKit.car("PBX1234")),
            ])

        let (log, summary) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options(retries: 2))

        #expect(log.results.map(BatchPlateStatus.init) == [.found])
        #expect(log.results.first?.requestCount == 3)
        #expect(summary.requests == 3)
    }

    @Test func run_givesUp_afterTheRetriesAllowed() async {
        let (sut, ant) = makeSUT()
        ant.stub("PBX1234", with: [ant.failure(.unreachable)])

        let (log, summary) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options(retries: 2))

        #expect(log.results.first?.ant == .failed(LookupFailure(.ant, .unreachable)))
        #expect(ant.fetchedPlates.count == 3)
        #expect(summary.failed == 1)
    }

    @Test(arguments: [
        Result<Car?, LookupFailure>.success(nil),
        .failure(LookupFailure(.ant, .notUnderstood(.page(.tableWithoutPlate)))),
        .failure(LookupFailure(.ant, .httpStatus(404))),
        .failure(LookupFailure(.ant, .unexpectedAnswer(.otherPage(excerpt: "Mantenimiento")))),
    ])
    func run_neverAsksAgain_afterNoDataOrAnAnswerThatWillNotChange(
        outcome: Result<Car?, LookupFailure>
    ) async {
        let (sut, ant) = makeSUT()
        ant.stub("PBX1234", with: [outcome, .success(BatchTestKit.car("PBX1234"))])

        _ = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options(retries: 5))

        #expect(ant.fetchedPlates.count == 1)
    }

    /// The host's wait is a lower bound: the next request to the host, this plate's or
    /// another's, cannot start before it is over.
    @Test func run_leavesABusyHostAlone_forTheWaitItAskedFor() async throws {
        let (sut, ant) = makeSUT()
        let wait = Duration.milliseconds(300)
        ant.stub(
            "PBX0001",
            with: [
                ant.failure(.busy(statusCode: 429, retryAfter: wait)),
                .success(BatchTestKit.car("PBX0001")),
            ])
        ant.stub("PBX0002", with: [.success(BatchTestKit.car("PBX0002"))])

        let (log, _) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX0001", "PBX0002"]),
            options: BatchTestKit.options(concurrency: 1))

        let starts = ant.requestStarts
        try #require(starts.count == 3)
        #expect(starts[0].plate == Plate("PBX0001"))
        #expect(starts[1].at - starts[0].at >= wait)
        #expect(starts[2].at - starts[0].at >= wait)
        #expect(log.results.map(BatchPlateStatus.init) == [.found, .found])
    }

    @Test func run_reportsTheHostsRefusal_whenItStaysBusy() async {
        let (sut, ant) = makeSUT()
        ant.stub(
            "PBX1234",
            with: [ant.failure(.busy(statusCode: 503, retryAfter: .zero))])

        let (log, _) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options(retries: 1))

        #expect(
            log.results.first?.ant
                == .failed(LookupFailure(.ant, .busy(statusCode: 503, retryAfter: .zero))))
        #expect(ant.fetchedPlates.count == 2)
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LookUpBatch, ant: SourceSpy<Car>) {
        let batch = SpiedBatch()
        return (batch.sut, batch.ant)
    }
}
