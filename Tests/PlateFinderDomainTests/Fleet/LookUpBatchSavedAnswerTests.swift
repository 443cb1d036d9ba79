import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A saved answer younger than the maximum age stands in without a request; anything else
/// is asked, and what is asked is kept; when asking fails, a saved answer of any age stands
/// in.
struct LookUpBatchSavedAnswerTests {
    @Test func run_usesAYoungSavedAnswer_withoutARequest() async {
        let batch = SpiedBatch()
        let hourOld = BatchTestKit.now.addingTimeInterval(-3_600)
        batch.ant.stubSaved(
            "PBX1234", SourceAnswer(BatchTestKit.car("PBX1234"), fetchedAt: hourOld))
        batch.sri.stubSaved("PBX1234", SourceAnswer(nil, fetchedAt: hourOld))
        let options = BatchTestKit.options(sources: [.ant, .sri], maximumAge: .seconds(86_400))

        let (log, summary) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]), options: options)

        let result = log.results.first
        let saved = AnswerOrigin.saved(at: hourOld, standingInFor: nil)
        #expect(result?.ant == .answered(BatchTestKit.car("PBX1234"), saved))
        #expect(result?.sri == .noData(saved))
        #expect(batch.ant.fetchedPlates.isEmpty && batch.sri.fetchedPlates.isEmpty)
        #expect(summary.requests == 0)
        #expect(summary.savedAnswers == 2)
    }

    @Test(arguments: [
        (Duration.seconds(86_400), 86_400.0), (.seconds(3_600), 7_200), (.zero, 1),
    ])
    func run_asks_whenTheSavedAnswerIsNotYoungerThanTheMaximumAge(
        maximumAge: Duration, ageInSeconds: Double
    ) async {
        let batch = SpiedBatch()
        let old = BatchTestKit.now.addingTimeInterval(-ageInSeconds)
        batch.ant.stubSaved("PBX1234", SourceAnswer(BatchTestKit.car("PBX1234"), fetchedAt: old))
        batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

        let (log, _) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(maximumAge: maximumAge))

        #expect(batch.ant.fetchedPlates == [Plate("PBX1234")])
        #expect(
            log.results.first?.ant == .answered(BatchTestKit.car("PBX1234"), BatchTestKit.asked))
    }

    @Test(arguments: [
        LookupFailureReason.timedOut, .unreachable, .httpStatus(502),
        .busy(statusCode: 503, retryAfter: .zero), .unexpectedAnswer(.emptyPage),
    ])
    func run_letsASavedAnswerOfAnyAgeStandIn_whenTheSourceCannotBeAsked(
        reason: LookupFailureReason
    ) async {
        let batch = SpiedBatch()
        let yearOld = BatchTestKit.now.addingTimeInterval(-365 * 86_400)
        batch.ant.stubSaved(
            "PBX1234", SourceAnswer(BatchTestKit.car("PBX1234"), fetchedAt: yearOld))
        batch.ant.stub("PBX1234", with: [batch.ant.failure(reason)])

        let (log, summary) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(maximumAge: .seconds(86_400), retries: 1))

        let standIn = AnswerOrigin.saved(at: yearOld, standingInFor: LookupFailure(.ant, reason))
        #expect(log.results.first?.ant == .answered(BatchTestKit.car("PBX1234"), standIn))
        #expect(log.results.map(BatchPlateStatus.init) == [.found])
        #expect(summary.failed == 0 && summary.savedAnswers == 1)
    }

    @Test func run_neverLetsASavedAnswerStandIn_forAnAnswerNotUnderstood() async {
        let batch = SpiedBatch()
        let unreadable = LookupFailureReason.notUnderstood(.page(.missingLabel("Marca:")))
        batch.ant.stubSaved(
            "PBX1234",
            SourceAnswer(BatchTestKit.car("PBX1234"), fetchedAt: BatchTestKit.now - 7 * 86_400))
        batch.ant.stub("PBX1234", with: [batch.ant.failure(unreadable)])

        let (log, summary) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(maximumAge: .seconds(86_400)))

        #expect(log.results.first?.ant == .failed(LookupFailure(.ant, unreadable)))
        #expect(summary.failed == 1)
    }

    @Test func run_keepsEveryFreshAnswer_noDataIncluded() async {
        let batch = SpiedBatch()
        batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
        batch.sri.stub("PBX1234", with: [.success(nil)])

        _ = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(sources: [.ant, .sri]))

        #expect(batch.ant.savedAnswers[Plate("PBX1234")] == BatchTestKit.answered("PBX1234"))
        #expect(
            batch.sri.savedAnswers[Plate("PBX1234")]
                == SourceAnswer(nil, fetchedAt: BatchTestKit.now))
    }

    @Test func run_asksTheSource_whenSavedAnswersCannotBeRead() async {
        let batch = SpiedBatch()
        batch.ant.failReads(with: .busy)
        batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

        let (log, _) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(maximumAge: .seconds(86_400)))

        #expect(log.results.map(BatchPlateStatus.init) == [.found])
        #expect(batch.ant.fetchedPlates == [Plate("PBX1234")])
        #expect(log.results.first?.storeFailures == [.ant: .busy])
    }

    @Test func run_deliversAFreshAnswer_sayingWhyItWasNotKept() async {
        let batch = SpiedBatch()
        batch.ant.failSaves(with: .readOnly)
        batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

        let (log, summary) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options())

        #expect(
            log.results.first?.ant == .answered(BatchTestKit.car("PBX1234"), BatchTestKit.asked))
        #expect(log.results.first?.storeFailures == [.ant: .readOnly])
        #expect(summary.unsavedAnswers == 1)
        #expect(summary.found == 1)
    }
}
