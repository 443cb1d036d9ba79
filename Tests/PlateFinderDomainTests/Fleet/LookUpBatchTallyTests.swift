import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Each result says how every source ended and whether the registration is paid; the
/// tally counts them.
struct LookUpBatchTallyTests {
    @Test func run_talliesEveryOutcome() async {
        let batch = SpiedBatch()
        let (ant, sri) = (batch.ant, batch.sri)
        ant.stub("PBX0001", with: [.success(BatchTestKit.car("PBX0001"))])
        sri.stub("PBX0001", with: [.success(DuesFactory.registration(plate: "PBX0001"))])
        ant.stub("PBX0002", with: [.success(nil)])
        sri.stub("PBX0002", with: [.success(nil)])
        ant.stub("PBX0003", with: [.success(BatchTestKit.car("PBX0003"))])
        sri.stub("PBX0003", with: [sri.failure(.notUnderstood(.dues(.notJSON)))])
        ant.stub("PBX0004", with: [ant.failure(.notUnderstood(.page(.tableWithoutPlate)))])
        sri.stub("PBX0004", with: [sri.failure(.httpStatus(500))])
        let options = BatchTestKit.options(sources: [.ant, .sri], retries: 0)

        let (log, summary) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX0001", "PBX0002", "PBX0003", "PBX0004"]),
            options: options)

        #expect(log.results.map(BatchPlateStatus.init) == [.found, .noData, .partial, .failed])
        #expect(summary.started == 4)
        #expect(summary.found == 1)
        #expect(summary.noData == 1)
        #expect(summary.partial == 1)
        #expect(summary.failed == 1)
        #expect(summary.requests == 8)
        #expect(summary.inFlight == 0)
        #expect(!summary.wasCancelled)
        #expect(!summary.everyPlateAnswered)
    }

    @Test func run_asksOnlyTheSourcesWanted() async {
        let batch = SpiedBatch()
        batch.ant.stub("PBX1234", with: [.success(BatchTestKit.car("PBX1234"))])

        let (log, summary) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(sources: [.ant]))

        #expect(log.results.first?.sri == .notAsked)
        #expect(batch.sri.messages.isEmpty && batch.fines.messages.isEmpty)
        #expect(summary.everyPlateAnswered)
    }

    /// PBX1234 registers in May (last digit 4); on 2026-11-30 a plate last paid for 2025
    /// is late since May 2026, one paid for 2026 is paid up.
    @Test(arguments: [
        (2025, RegistrationStatus.late(sinceYear: 2026, month: 5)), (2026, .paidUp(year: 2026)),
    ])
    func run_judgesTheRegistration_fromTheSRIsPaidYear_onTheBatchsDay(
        lastPaidYear: Int, expected: RegistrationStatus
    ) async {
        let batch = SpiedBatch()
        batch.sri.stub(
            "PBX1234",
            with: [.success(DuesFactory.registration(plate: "PBX1234", lastPaidYear: lastPaidYear))]
        )

        let (log, _) = await BatchTestKit.run(
            batch.sut, BatchFeed(plates: ["PBX1234"]),
            options: BatchTestKit.options(sources: [.sri]))

        #expect(log.results.first?.facts.registration?.status == expected)
    }

    @Test(arguments: [
        (
            ReportPart<Car>.answered(car, asked), ReportPart<SRIRegistration>.noData(asked),
            ReportPart<FinesReport>.notAsked, BatchPlateStatus.found
        ),
        (.noData(asked), .noData(asked), .noData(asked), .noData),
        (.answered(car, asked), .failed(LookupFailure(.sri, .timedOut)), .notAsked, .partial),
        (.noData(asked), .cancelled, .notAsked, .partial),
        (
            .answered(car, asked), .notAsked, .answered(FinesFactory.unreadReport(), asked),
            .partial
        ),
        (.answered(car, asked), .notAsked, .answered(FinesFactory.report(), asked), .found),
        (.failed(LookupFailure(.ant, .timedOut)), .cancelled, .notAsked, .failed),
        (.notSaved, .notSaved, .notAsked, .failed),
        (.cancelled, .cancelled, .cancelled, .cancelled),
    ])
    func status_readsEverySourcesOutcome(
        ant: ReportPart<Car>, sri: ReportPart<SRIRegistration>, fines: ReportPart<FinesReport>,
        expected: BatchPlateStatus
    ) {
        let report = VehicleReport(
            plate: .complete("PBX1234"), ant: ant, fines: fines, sri: sri,
            today: BatchTestKit.clock.today())

        #expect(BatchPlateStatus(report) == expected)
    }

    private static let car = BatchTestKit.car("PBX1234")
    private static let asked = BatchTestKit.asked
}
