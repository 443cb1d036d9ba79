import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct DueViewModelTests {
    /// 2027-01-15 08:00 UTC; "today" is 2027-01-15 in UTC.
    private nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
    private nonisolated static let day: TimeInterval = 86_400

    @Test
    func load_listsTheFavouritesItemsWithinTheWindow_overdueFirst() async throws {
        try await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore(
                favorites: [Plate("PBX1234"), Plate("GBC0001"), Plate("AB123C")])
            try await store.saveVehicle(
                saved("PBX1234", expiry: "10-02-2027", daysAgo: 3))
            try await store.saveVehicle(
                saved("GBC0001", tintExpiry: "01-01-2027", daysAgo: 40))
            try await store.saveVehicle(saved("AB123C", daysAgo: 1))
            let (sut, _) = makeSUT(store: store, tracker: tracker)
            #expect(sut.items == .idle)

            await sut.load()

            let items = try #require(sut.items.value)
            #expect(items.map(\.plate) == [Plate("GBC0001"), Plate("PBX1234")])
            #expect(items.map(\.reason) == [.tintPermitExpiry, .registrationExpiry])
            #expect(items.map(\.isOverdue) == [true, false])
            #expect(items.map(\.fetchedAt) == [Self.now - 40 * Self.day, Self.now - 3 * Self.day])
            #expect(sut.currentDate == Self.now)
        }
    }

    @Test
    func load_reportsAStorageInterruptionWhoseRetryLoads() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore(favorites: [Plate("PBX1234")])
            let (sut, errorHandler) = makeSUT(store: store, tracker: tracker)
            await store.fail(with: .busy)

            await sut.load()

            #expect(sut.items == .failed(.interruption(.storage(.busy))))
            #expect(errorHandler.current == .storage(.busy))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.items == .loaded([]))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        store: InMemoryCarStore, tracker: LeakTracker
    ) -> (DueViewModel, ErrorHandler) {
        let errorHandler = ErrorHandler()
        let clock = DayClock(timeZone: .gmt, instants: InstantClock { Self.now })
        let list = ListDueItems(
            favorites: store, lookUp: UseCases.lookUp(vehicles: store, clock: clock),
            clock: clock)
        let sut = DueViewModel(
            listDueItems: list, errorHandler: errorHandler, clock: InstantClock { Self.now })
        tracker.track(sut)
        tracker.track(errorHandler)
        return (sut, errorHandler)
    }

    private func saved(
        _ plate: String, expiry: String = "31-05-2030", tintExpiry: String = "", daysAgo: Double
    ) -> SavedVehicle {
        SavedVehicle(
            plate: Plate(plate),
            // Without the page's fine counts, no fines fall due.
            car: CarFactory.make(
                plate: plate, expirationDate: expiry, tintExpirationDate: tintExpiry, fines: nil),
            fetchedAt: Self.now - daysAgo * Self.day)
    }
}
