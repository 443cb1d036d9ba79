import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A saved answer younger than the maximum age stands in without a request; anything else
/// is asked, and what is asked is kept.
struct LookUpBatchSavedAnswerTests {
    @Test func run_usesAYoungSavedAnswer_withoutARequest() async {
        let (sut, ant, sri) = BatchTestKit.makeBatch()
        let hourOld = BatchTestKit.now.addingTimeInterval(-3_600)
        ant.stubSaved("PBX1234", SourceAnswer(BatchTestKit.car("PBX1234"), fetchedAt: hourOld))
        sri.stubSaved("PBX1234", SourceAnswer(nil, fetchedAt: hourOld))
        let options = BatchTestKit.options(sources: [.ant, .sri], maximumAge: .seconds(86_400))

        let (log, summary) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]), options: options)

        let result = log.results.first
        #expect(
            result?.ant == .saved(SourceAnswer(BatchTestKit.car("PBX1234"), fetchedAt: hourOld)))
        #expect(result?.sri == .saved(SourceAnswer(nil, fetchedAt: hourOld)))
        #expect(ant.fetchedPlates.isEmpty && sri.fetchedPlates.isEmpty)
        #expect(summary.requests == 0)
        #expect(summary.savedAnswers == 2)
    }

    @Test(arguments: [
        (Duration.seconds(86_400), 86_400.0), (.seconds(3_600), 7_200), (.zero, 1),
    ])
    func run_asks_whenTheSavedAnswerIsNotYoungerThanTheMaximumAge(
        maximumAge: Duration, ageInSeconds: Double
    ) async {
        let (sut, ant, _) = BatchTestKit.makeBatch()
        let old = BatchTestKit.now.addingTimeInterval(-ageInSeconds)
        ant.stubSaved("PBX1234", SourceAnswer(BatchTestKit.car("PBX1234"), fetchedAt: old))
        ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

        let (log, _) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(maximumAge: maximumAge))

        #expect(ant.fetchedPlates == [Plate("PBX1234")])
        #expect(log.results.first?.ant == .fresh(BatchTestKit.answered("PBX1234"), unsaved: nil))
    }

    @Test func run_keepsEveryFreshAnswer_noDataIncluded() async {
        let (sut, ant, sri) = BatchTestKit.makeBatch()
        ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])
        sri.stub("PBX1234", with: [.success(nil)])

        _ = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(sources: [.ant, .sri]))

        #expect(ant.savedAnswers[Plate("PBX1234")] == BatchTestKit.answered("PBX1234"))
        #expect(
            sri.savedAnswers[Plate("PBX1234")] == SourceAnswer(nil, fetchedAt: BatchTestKit.now))
    }

    @Test func run_asksTheSource_whenSavedAnswersCannotBeRead() async {
        let (sut, ant, _) = BatchTestKit.makeBatch()
        ant.failReads(with: .busy)
        ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

        let (log, _) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(maximumAge: .seconds(86_400)))

        #expect(log.results.first?.status == .found)
        #expect(ant.fetchedPlates == [Plate("PBX1234")])
    }

    @Test func run_deliversAFreshAnswer_sayingWhyItWasNotKept() async {
        let (sut, ant, _) = BatchTestKit.makeBatch()
        ant.failSaves(with: .readOnly)
        ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

        let (log, summary) = await BatchTestKit.run(
            sut, BatchFeed(plates: ["PBX1234"]), options: BatchTestKit.options())

        #expect(
            log.results.first?.ant == .fresh(BatchTestKit.answered("PBX1234"), unsaved: .readOnly))
        #expect(summary.unsavedAnswers == 1)
        #expect(summary.found == 1)
    }
}
