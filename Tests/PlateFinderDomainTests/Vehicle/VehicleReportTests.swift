import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What a report says when no source answered about the vehicle, and how its parts are
/// counted.
struct VehicleReportTests {
    private static let asked = AnswerOrigin.asked(at: StubbedLookup.now)
    private static let antTimedOut = LookupFailure(.ant, .timedOut)
    private static let sriDown = LookupFailure(.sri, .httpStatus(500))
    private static let finesBusy = LookupFailure(.fines, .busy(statusCode: 429, retryAfter: nil))

    /// The ANT first, then the SRI, then the fines; a source's "no data" counts as its
    /// word, ahead of a later source's failure.
    @Test(arguments: [
        (
            ReportPart<Car>.failed(antTimedOut), ReportPart<SRIRegistration>.failed(sriDown),
            ReportPart<FinesReport>.failed(finesBusy), antTimedOut
        ),
        (.notAsked, .failed(sriDown), .failed(finesBusy), sriDown),
        (.notAsked, .notAsked, .failed(finesBusy), finesBusy),
        (.noData(asked), .failed(sriDown), .failed(finesBusy), LookupFailure(.ant, .noData)),
        (.failed(antTimedOut), .noData(asked), .noData(asked), antTimedOut),
        (.notSaved, .noData(asked), .notSaved, LookupFailure(.sri, .noData)),
        (.cancelled, .cancelled, .failed(finesBusy), finesBusy),
    ])
    func failureWhenUnanswered_isTheFirstSourcesFailureOrNoData(
        ant: ReportPart<Car>, sri: ReportPart<SRIRegistration>, fines: ReportPart<FinesReport>,
        expected: LookupFailure
    ) {
        let report = VehicleReport(
            plate: .complete("ABC1234"), ant: ant, fines: fines, sri: sri,
            today: StubbedLookup.clock.today())

        #expect(!report.hasAnswer)
        #expect(report.failureWhenUnanswered == expected)
    }

    @Test func failureWhenUnanswered_isTheFirstWantedSourcesNoData_whenNothingElseSays() {
        let report = VehicleReport(
            plate: .complete("ABC1234"), fines: .cancelled, sri: .notSaved,
            today: StubbedLookup.clock.today())

        #expect(report.failureWhenUnanswered == LookupFailure(.sri, .noData))
    }

    @Test(arguments: [
        VehicleReport(
            plate: .complete("ABC1234"), ant: .answered(CarFactory.make(), asked),
            today: StubbedLookup.clock.today()),
        VehicleReport(
            plate: .complete("ABC1234"), ant: .failed(antTimedOut),
            sri: .answered(DuesFactory.registration(plate: "ABC1234"), asked),
            today: StubbedLookup.clock.today()),
        VehicleReport(
            plate: .complete("ABC1234"), ant: .noData(asked),
            fines: .answered(
                FinesFactory.report(), .saved(at: StubbedLookup.now, standingInFor: antTimedOut)),
            today: StubbedLookup.clock.today()),
    ])
    func failureWhenUnanswered_isNone_whenASourceAnsweredAboutTheVehicle(report: VehicleReport) {
        #expect(report.hasAnswer)
        #expect(report.failureWhenUnanswered == nil)
    }

    @Test func savedPartCount_countsTheSavedCopies_usedOrStandingIn() {
        let report = VehicleReport(
            plate: .complete("ABC1234"),
            ant: .answered(CarFactory.make(), .saved(at: StubbedLookup.now, standingInFor: nil)),
            fines: .answered(FinesFactory.report(), Self.asked),
            sri: .noData(.saved(at: StubbedLookup.now, standingInFor: Self.sriDown)),
            today: StubbedLookup.clock.today())

        #expect(report.savedPartCount == 2)
    }

    /// A saved copy that stood in while the store could only be read was kept before: only
    /// a fresh answer beside a store failure may be lost.
    @Test func unsavedPartCount_countsFreshAnswersBesideAStoreFailure_only() {
        let report = VehicleReport(
            plate: .complete("ABC1234"),
            ant: .answered(
                CarFactory.make(),
                .saved(at: StubbedLookup.now, standingInFor: LookupFailure(.ant, .unreachable))),
            fines: .answered(FinesFactory.report(), Self.asked),
            sri: .failed(Self.sriDown),
            today: StubbedLookup.clock.today(),
            storeFailures: [.ant: .readOnly, .fines: .readOnly, .sri: .readOnly])

        #expect(report.unsavedPartCount == 1)
    }
}
