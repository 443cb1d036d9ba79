import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct SearchHistoryPolicyTests {
    private let plate = Plate("PBX1234")
    private let earlier = Date(timeIntervalSince1970: 1_000)
    private let later = Date(timeIntervalSince1970: 2_000)

    @Test
    func merge_keepsCachedCarAndItsFetchDate_whenTheNewSearchFailed() {
        let previous = SearchHistoryItem.success(plate, car: CarFactory.make(), at: earlier)
        let failed = SearchHistoryItem.failure(plate, error: .timeout, at: later)

        let merged = SearchHistoryPolicy.merge(failed, over: previous)

        #expect(merged.car == previous.car)
        #expect(merged.carFetchedAt == earlier)
        #expect(merged.searchDate == later)
        #expect(merged.lastFailure == .timeout)
    }

    @Test
    func merge_replacesCachedCar_whenTheNewSearchSucceeded() {
        let previous = SearchHistoryItem.success(plate, car: CarFactory.make(), at: earlier)
        let fresh = SearchHistoryItem.success(
            plate, car: CarFactory.make(model: "NEW"), at: later)

        #expect(SearchHistoryPolicy.merge(fresh, over: previous) == fresh)
    }

    @Test
    func merge_keepsFailure_whenNothingWasCached() {
        let previous = SearchHistoryItem.failure(plate, error: .noDataFound, at: earlier)
        let failed = SearchHistoryItem.failure(plate, error: .timeout, at: later)

        #expect(SearchHistoryPolicy.merge(failed, over: previous) == failed)
        #expect(SearchHistoryPolicy.merge(failed, over: nil) == failed)
    }

    @Test
    func recording_movesThePlateToTheTopOnce() {
        let other = SearchHistoryItem.success(Plate("ABC0001"), car: CarFactory.make(), at: later)
        let old = SearchHistoryItem.success(plate, car: CarFactory.make(), at: earlier)
        let again = SearchHistoryItem.success(plate, car: CarFactory.make(), at: later)

        let history = SearchHistoryPolicy.recording(again, in: [other, old])

        #expect(history == [again, other])
    }

    @Test(arguments: [0, 1, 49, 50, 51, 80])
    func recording_neverKeepsMoreThanTheCap(existing: Int) {
        let history = (0..<existing).map {
            SearchHistoryItem.failure(Plate("PBX\(1000 + $0)"), error: .timeout, at: earlier)
        }
        let recorded = SearchHistoryPolicy.recording(
            .failure(plate, error: .timeout, at: later), in: history)

        #expect(recorded.count == min(existing + 1, SearchHistoryPolicy.maximumItems))
        #expect(recorded.first?.plateNumber == plate.value)
    }

    @Test(arguments: [
        (CarInfoError.networkError, true), (.serverError(statusCode: 500), true),
        (.noDataFound, true), (.parsingError("x"), true), (.timeout, true),
        (.portalUnavailable("x"), true),
        (.invalidPlateFormat, false),
    ])
    func isRecorded_excludesOnlySearchesThatNeverHappened(error: CarInfoError, recorded: Bool) {
        #expect(SearchHistoryPolicy.isRecorded(error) == recorded)
    }

    @Test
    func item_hasNoFetchDate_withoutACar() {
        let item = SearchHistoryItem(
            plateNumber: "PBX1234", searchDate: later, car: nil, carFetchedAt: earlier)
        #expect(item.carFetchedAt == nil)
    }
}
