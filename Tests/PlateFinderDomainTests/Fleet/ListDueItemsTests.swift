import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The due list reads saved answers only — of the favourites, or of the plates given —
/// and asks no source.
struct ListDueItemsTests {
    /// 2026-03-15T15:00:00Z, a Sunday afternoon in Ecuador.
    private static let now = Date(timeIntervalSince1970: 1_773_586_800)

    @Test func list_readsTheFavourites_savedAnswersOnly() async throws {
        let (sut, vehicles, registrations) = makeSUT(favorites: [Plate("GBC4561")])
        try await registrations.saveRegistration(
            SavedRegistration(
                plate: Plate("GBC4561"),
                registration: DuesFactory.registration(plate: "GBC4561", lastPaidYear: 2025),
                fetchedAt: Self.now))

        let items = try await sut()

        #expect(items.map(\.plate.value) == ["GBC4561", "GBC4561"])
        #expect(items.first?.reason == .registrationPayment(.late(sinceYear: 2026, month: 2)))
        #expect(
            await vehicles.messages == [.retrieveFavorites, .savedVehicle(Plate("GBC4561"))])
    }

    @Test func list_readsThePlatesGiven_onceEach_insteadOfTheFavourites() async throws {
        let (sut, vehicles, _) = makeSUT(favorites: [Plate("GBC4561")])
        let car = CarFactory.make(plate: "PBX1234", tintExpirationDate: "20-03-2026")
        try await vehicles.saveVehicle(
            SavedVehicle(plate: Plate("PBX1234"), car: car, fetchedAt: Self.now))

        let items = try await sut(plates: [Plate("PBX1234"), Plate("PBX1234")], withinDays: 30)

        #expect(items.map(\.reason) == [.tintPermitExpiry])
        #expect(!(await vehicles.messages).contains(.retrieveFavorites))
    }

    @Test func list_failsWithTheStore() async {
        let (sut, vehicles, _) = makeSUT(favorites: [Plate("GBC4561")])
        await vehicles.fail(with: .busy)

        await #expect(throws: StoreError.busy) { try await sut() }
    }

    // MARK: - Helpers

    private func makeSUT(
        favorites: [Plate]
    ) -> (sut: ListDueItems, vehicles: InMemoryCarStore, registrations: InMemoryRegistrationStore) {
        let vehicles = InMemoryCarStore(favorites: favorites)
        let registrations = InMemoryRegistrationStore()
        let sut = ListDueItems(
            favorites: vehicles, vehicles: vehicles, registrations: registrations,
            clock: DayClock(
                timeZone: TimeZone(secondsFromGMT: -5 * 3_600) ?? .gmt,
                instants: InstantClock { Self.now }))
        return (sut, vehicles, registrations)
    }
}
