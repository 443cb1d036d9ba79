import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import Testing

struct AppErrorTests {
    @Test(arguments: [
        (CarInfoError.networkError, AppError.interruption(.portalUnreachable)),
        (.serverError(statusCode: 502), .interruption(.portalFailing(statusCode: 502))),
        (.timeout, .interruption(.portalTimedOut)),
        (.noDataFound, .plate(.noDataFound)),
        (.parsingError("no table"), .plate(.unreadableAnswer("no table"))),
        (.invalidPlateFormat, .plate(.invalidPlate(.partiallyValid))),
    ])
    func initLookup_sortsThePortalOutOfReachAsInterruptions(
        error: CarInfoError, expected: AppError
    ) {
        #expect(AppError(error, plate: Plate("PBX12")) == expected)
    }

    @Test
    func initSearch_isNil_forACancelledSearch() {
        #expect(AppError(CarSearchError.cancelled, plate: Plate("PBX1234")) == nil)
    }

    @Test(arguments: [
        (CarSearchError.lookup(.noDataFound), AppError.plate(.noDataFound)),
        (.lookup(.timeout), .interruption(.portalTimedOut)),
        (.storage(.busy), .interruption(.storage(.busy))),
    ])
    func initSearch_sortsLookupAndStorageFailures(error: CarSearchError, expected: AppError) {
        #expect(AppError(error, plate: Plate("PBX1234")) == expected)
    }

    @Test(arguments: [StoreError.readOnly, .busy])
    func initStorage_isAnInterruption(error: StoreError) {
        #expect(AppError(error) == .interruption(.storage(error)))
    }

    @Test(arguments: [
        (AppError.plate(.noDataFound), nil as Interruption?),
        (.interruption(.storage(.busy)), .storage(.busy)),
    ])
    func interruption_isSetOnlyForInterruptions(error: AppError, interruption: Interruption?) {
        #expect(error.interruption == interruption)
        #expect(error.isInterruption == (interruption != nil))
    }
}
