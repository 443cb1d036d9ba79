import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The due list reads saved answers only — of the favourites, or of the plates given —
/// and asks no source.
struct ListDueItemsTests {
    /// 2026-03-15T15:00:00Z, a Sunday afternoon in Ecuador.
    private static let now = Date(timeIntervalSince1970: 1_773_586_800)

    /// GBC4561 registers in February: unpaid for 2026, one item, late, carrying the SRI's
    /// total (no separate item for what is owed).
    @Test func list_readsTheFavourites_savedAnswersOnly() async throws {
        let due = makeSUT(favorites: [Plate("GBC4561")])
        try await due.registrations.saveRegistration(
            SavedRegistration(
                plate: Plate("GBC4561"),
                registration: DuesFactory.registration(plate: "GBC4561", lastPaidYear: 2025),
                fetchedAt: Self.now))

        let items = try await due.sut().rows

        #expect(items.map(\.plate.value) == ["GBC4561"])
        guard case .registrationPayment(let event)? = items.first?.reason else {
            Issue.record("expected the registration payment, got \(items)")
            return
        }
        #expect(event.status == .late(sinceYear: 2026, month: 2))
        #expect(event.amountOwed == Money(cents: 2_674))
        #expect(await due.favorites.messages == [.retrieveFavorites])
        #expect(await due.vehicles.messages == [.savedVehicle(Plate("GBC4561"))])
        due.expectNoSourceAsked()
    }

    @Test func list_readsThePlatesGiven_onceEach_insteadOfTheFavourites() async throws {
        let due = makeSUT(favorites: [Plate("GBC4561")])
        let car = CarFactory.make(plate: "PBX1234", tintExpirationDate: "20-03-2026", fines: nil)
        try await due.vehicles.saveVehicle(
            SavedVehicle(plate: Plate("PBX1234"), car: car, fetchedAt: Self.now))

        let items = try await due.sut(
            plates: [Plate("PBX1234"), Plate("PBX1234")], withinDays: 30
        ).rows

        #expect(items.map(\.reason) == [.tintPermitExpiry])
        #expect(await due.favorites.messages.isEmpty)
        #expect(
            await due.vehicles.messages.filter { $0 == .savedVehicle(Plate("PBX1234")) }.count == 1)
        due.expectNoSourceAsked()
    }

    @Test func list_failsWithTheStore_whenTheFavouritesCannotBeRead() async {
        let due = makeSUT(favorites: [Plate("GBC4561")])
        await due.favorites.fail(with: .busy)

        await #expect(throws: StoreError.busy) { try await due.sut() }
    }

    @Test func list_failsWithTheStore_whenASavedAnswerCannotBeRead() async {
        let due = makeSUT(favorites: [Plate("GBC4561")])
        await due.vehicles.fail(with: .notAPlateFinderDatabase)

        await #expect(throws: StoreError.notAPlateFinderDatabase) { try await due.sut() }
        due.expectNoSourceAsked()
    }

    /// A saved-only lookup writes nothing: a store that says it cannot be written failed
    /// a read, so what is due is unknown, not empty.
    @Test func list_failsWithTheStore_whenASavedAnswerReadFindsTheStoreReadOnly() async {
        let due = makeSUT(favorites: [Plate("GBC4561")])
        await due.vehicles.fail(with: .readOnly)

        await #expect(throws: StoreError.readOnly) { try await due.sut() }
        due.expectNoSourceAsked()
    }

    // MARK: - Helpers

    private func makeSUT(favorites: [Plate]) -> DueList {
        DueList(favorites: favorites, now: Self.now)
    }
}

/// A due list over stores in memory and sources that must not be asked.
private struct DueList {
    let sut: ListDueItems
    let favorites: InMemoryCarStore
    let vehicles: InMemoryCarStore
    let registrations: InMemoryRegistrationStore
    let pages = VehiclePageLoaderStub()
    let sri = RegistrationLoaderStub()
    let fines = FinesLoaderStub()

    init(favorites plates: [Plate], now: Date) {
        favorites = InMemoryCarStore(favorites: plates)
        vehicles = InMemoryCarStore()
        registrations = InMemoryRegistrationStore()
        let clock = DayClock(
            timeZone: TimeZone(secondsFromGMT: -5 * 3_600) ?? .gmt, instants: InstantClock { now })
        let lookUp = LookUpVehicle(
            pages: pages, fines: fines, registrations: sri, vehicles: vehicles,
            savedFines: InMemoryFinesStore(), savedRegistrations: registrations, clock: clock)
        sut = ListDueItems(favorites: favorites, lookUp: lookUp, clock: clock)
    }

    func expectNoSourceAsked(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(pages.requestedPlates.isEmpty, sourceLocation: sourceLocation)
        #expect(sri.requestedPlates.isEmpty, sourceLocation: sourceLocation)
        #expect(fines.requests.isEmpty, sourceLocation: sourceLocation)
    }
}
