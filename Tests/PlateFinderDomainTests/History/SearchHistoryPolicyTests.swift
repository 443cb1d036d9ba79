import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct SearchHistoryPolicyTests {
    private let plate = Plate("PBX1234")
    private let earlier = Date(timeIntervalSince1970: 1_000)
    private let later = Date(timeIntervalSince1970: 2_000)

    @Test
    func savedVehicle_keepsTheOneSavedBefore_whenTheNewSearchFailed() {
        let previous = SavedVehicle(plate: plate, car: CarFactory.make(), fetchedAt: earlier)
        let failed = SearchHistoryItem.failure(plate, reason: .timedOut, at: later)

        #expect(SearchHistoryPolicy.savedVehicle(after: failed, previous: previous) == previous)
    }

    @Test
    func savedVehicle_isTheNewOne_whenTheNewSearchSucceeded() {
        let previous = SavedVehicle(plate: plate, car: CarFactory.make(), fetchedAt: earlier)
        let fresh = SearchHistoryItem.success(
            plate, car: CarFactory.make(model: "NEW"), at: later)

        #expect(
            SearchHistoryPolicy.savedVehicle(after: fresh, previous: previous)
                == SavedVehicle(plate: plate, car: CarFactory.make(model: "NEW"), fetchedAt: later))
    }

    @Test
    func savedVehicle_isNone_whenNothingWasSaved_orOnlyAnotherPlates() {
        let failed = SearchHistoryItem.failure(plate, reason: .timedOut, at: later)
        let other = SavedVehicle(
            plate: Plate("ABC0001"), car: CarFactory.make(), fetchedAt: earlier)

        #expect(SearchHistoryPolicy.savedVehicle(after: failed, previous: nil) == nil)
        #expect(SearchHistoryPolicy.savedVehicle(after: failed, previous: other) == nil)
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
            SearchHistoryItem.failure(Plate("PBX\(1000 + $0)"), reason: .timedOut, at: earlier)
        }
        let recorded = SearchHistoryPolicy.recording(
            .failure(plate, reason: .timedOut, at: later), in: history)

        #expect(recorded.count == min(existing + 1, SearchHistoryPolicy.maximumItems))
        #expect(recorded.first?.plate == plate)
    }

    @Test
    func item_hasNoFetchDate_withoutACar() {
        let item = SearchHistoryItem(
            plate: plate, searchDate: later, car: nil, carFetchedAt: earlier)
        #expect(item.carFetchedAt == nil)
    }
}
