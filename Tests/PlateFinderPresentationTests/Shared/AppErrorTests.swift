import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import Testing

struct AppErrorTests {
    /// Every way a source can be out of reach.
    private static let outOfReach: [LookupFailureReason] = [
        .unreachable, .timedOut, .busy(statusCode: 503, retryAfter: .seconds(60)),
        .busy(statusCode: 429, retryAfter: nil), .httpStatus(500), .httpStatus(404),
        .unexpectedAnswer(.emptyPage), .unexpectedAnswer(.redirectedElsewhere("https://x")),
    ]

    @Test(arguments: VehicleSource.allCases, outOfReach)
    func initLookup_interrupts_whenTheSourceCouldNotBeAsked(
        source: VehicleSource, reason: LookupFailureReason
    ) {
        let failure = LookupFailure(source, reason)
        #expect(AppError(failure) == .interruption(.lookup(failure)))
    }

    @Test(arguments: VehicleSource.allCases)
    func initLookup_showsTheSourcesNoDataInline_namingTheSource(source: VehicleSource) {
        #expect(AppError(LookupFailure(source, .noData)) == .plate(.noData(source)))
    }

    @Test(arguments: [
        LookupFailure(.ant, .notUnderstood(.page(.tableWithoutPlate))),
        LookupFailure(.fines, .notUnderstood(.grid(.notJSON))),
        LookupFailure(.sri, .notUnderstood(.dues(.withoutPlate))),
        LookupFailure(.ant, .notUnderstood(.described("no table"))),
    ])
    func initLookup_showsAnAnswerNotUnderstoodInline_withItsFailure(failure: LookupFailure) {
        #expect(AppError(failure) == .plate(.notUnderstood(failure)))
        #expect(!AppError(failure).isInterruption)
    }

    @Test(arguments: [StoreError.readOnly, .busy])
    func initStorage_isAnInterruption(error: StoreError) {
        #expect(AppError(error) == .interruption(.storage(error)))
    }

    @Test(arguments: [
        (AppError.plate(.noData(.ant)), nil as Interruption?),
        (.plate(.invalidPlate(.partiallyValid)), nil),
        (.interruption(.storage(.busy)), .storage(.busy)),
        (
            .interruption(.lookup(LookupFailure(.sri, .timedOut))),
            .lookup(LookupFailure(.sri, .timedOut))
        ),
    ])
    func interruption_isSetOnlyForInterruptions(error: AppError, interruption: Interruption?) {
        #expect(error.interruption == interruption)
        #expect(error.isInterruption == (interruption != nil))
    }
}
