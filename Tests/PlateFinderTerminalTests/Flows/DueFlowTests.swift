import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// The Due screen, opened with `u` from the favourites: what their saved answers say falls
/// due, overdue first, without asking any portal.
@MainActor @Suite struct DueFlowTests {
    @Test func u_showsTheFavouritesItemsOverdueFirst_andEscGoesBack() async throws {
        let (harness, loader) = try await makeSUT()

        harness.press(.character("u"))
        await harness.settle()
        let due = harness.screen
        harness.press(.escape)
        await harness.settle()

        #expect(loader.requestedPlates.isEmpty)
        let overdue = try #require(due.firstIndex { $0.contains("Tint permit expiry GBC0001") })
        let soon = try #require(due.firstIndex { $0.contains("Registration expiry PBX1234") })
        #expect(overdue < soon)
        #expect(due[overdue].contains("overdue  2027-01-01"))
        // ABC1234's page counts pending fines its saved answers do not list: said as not
        // read, due today; its documents expire beyond the window.
        #expect(due.filter { $0.contains("ABC1234") }.count == 1)
        #expect(due.contains { $0.contains("Pending fines ABC1234") })
        #expect(harness.shell.router.path(for: .favorites).isEmpty)
        #expect(harness.shows("u due"))
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        let store = InMemoryCarStore(
            favorites: [Plate("PBX1234"), Plate("GBC0001"), Plate("ABC1234")])
        let fetched = TestServices.now.addingTimeInterval(-2 * 86_400)
        for (plate, expiry, tint) in [
            ("PBX1234", "10-02-2027", ""), ("GBC0001", "31-05-2030", "01-01-2027"),
            ("ABC1234", "31-05-2030", ""),
        ] {
            try await store.saveVehicle(
                SavedVehicle(
                    plate: Plate(plate),
                    car: CarFactory.make(
                        plate: plate, expirationDate: expiry, tintExpirationDate: tint),
                    fetchedAt: fetched))
        }
        let harness = AppHarness(pages: loader, store: store)
        harness.press(.tab, .tab)
        await harness.settle()
        return (harness, loader)
    }
}
