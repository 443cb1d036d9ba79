import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct FavoritesFlowTests {
    @Test func enter_opensTheSavedVehicle_withoutAskingThePortal() async {
        let (harness, loader) = await makeSUT()

        harness.press(.enter)
        await harness.settle()

        #expect(loader.requestedPlates.isEmpty)
        #expect(harness.shell.router.path(for: .favorites) == [.vehicle(Plate("ABC1234"))])
        harness.press(.end)
        #expect(harness.shows("Favourite           yes"))
    }

    @Test func enter_searchesAFavouriteWithNothingSaved() async {
        let (harness, loader) = await makeSUT()
        loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))

        harness.press(.down, .enter)
        await harness.settle()

        #expect(loader.requestedPlates == [Plate("PBX1234")])
        #expect(harness.screen[6] == " Source              ANT portal, just now")
    }

    @Test func remove_removesTheFavourite_whenConfirmed() async throws {
        let (harness, _) = await makeSUT()

        harness.press(.down, .character("d"))
        let asked = harness.shows("Remove favourite PBX1234?")
        harness.press(.character("y"))
        await harness.settle()

        #expect(asked)
        #expect(try await harness.store.retrieveFavorites().rows == [Plate("ABC1234")])
        #expect(!harness.shows("PBX1234"))
    }

    @Test(arguments: [Key.character("n"), .enter])
    func remove_keepsTheFavourite_whenCancelled(key: Key) async throws {
        let (harness, _) = await makeSUT()

        harness.press(.down, .delete, key)
        await harness.settle()

        #expect(try await harness.store.retrieveFavorites().rows.count == 2)
        #expect(harness.shows("PBX1234"))
    }

    @Test func controlF_onTheVehicle_removesTheFavourite() async throws {
        let (harness, _) = await makeSUT()
        harness.press(.enter)
        await harness.settle()

        harness.press(.control("f"))
        await harness.settle()
        harness.press(.end)

        #expect(harness.shows("Favourite           no"))
        #expect(try await harness.store.retrieveFavorites().rows == [Plate("PBX1234")])
    }

    // MARK: - Helpers

    /// The favourites tab with ABC1234 (searched before) and PBX1234 (never searched).
    private func makeSUT() async -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        let store = InMemoryCarStore(
            history: [TestServices.found("ABC1234", hoursAgo: 1)],
            favorites: [Plate("ABC1234"), Plate("PBX1234")])
        let harness = AppHarness(pages: loader, store: store)
        harness.press(.tab, .tab)
        await harness.settle()
        return (harness, loader)
    }
}
