import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct HistoryFlowTests {
    @Test func enter_opensTheSavedVehicle_withoutAskingThePortal() async {
        let (harness, loader) = await makeSUT()

        harness.press(.enter)
        await harness.settle()

        #expect(loader.requestedPlates.isEmpty)
        #expect(harness.shell.router.path(for: .history) == [.vehicle(Plate("ABC1234"))])
        #expect(harness.screen[6] == " Source              saved copy from 2027-01-15 02:00")
    }

    @Test func escape_goesBackToTheList() async {
        let (harness, _) = await makeSUT()
        harness.press(.enter)
        await harness.settle()

        harness.press(.escape)

        #expect(harness.shell.router.path(for: .history).isEmpty)
        #expect(harness.screen[2].hasPrefix(" › * ABC1234"))
    }

    @Test func selection_movesWithListKeys_andEnterOpensTheSelectedPlate() async {
        let (harness, _) = await makeSUT()

        harness.press(.end, .up, .home, .pageDown, .up)
        harness.press(.enter)
        await harness.settle()

        #expect(harness.shell.router.path(for: .history) == [.vehicle(Plate("PBX1234"))])
    }

    @Test(arguments: [[Key.character("y")], [.character("s")], [.left, .enter], [.tab, .enter]])
    func remove_removesTheItem_whenConfirmed(keys: [Key]) async throws {
        let (harness, _) = await makeSUT()
        harness.press(.down, .delete)
        let asked = harness.shows("Remove PBX1234?")

        for key in keys { harness.press(key) }
        await harness.settle()

        #expect(asked)
        #expect(!harness.shows("Remove PBX1234?"))
        #expect(!harness.shows("PBX1234"))
        #expect(
            try await harness.store.retrieve().rows.map(\.plate.value) == ["ABC1234", "GBA0987"])
    }

    @Test(arguments: [[Key.character("n")], [.escape], [.enter], [.right, .right, .enter]])
    func remove_keepsTheItem_whenCancelled(keys: [Key]) async throws {
        let (harness, _) = await makeSUT()
        harness.press(.down, .character("d"))

        for key in keys { harness.press(key) }
        await harness.settle()

        #expect(!harness.shows("Remove PBX1234?"))
        #expect(harness.shows("PBX1234"))
        #expect(try await harness.store.retrieve().rows.count == 3)
    }

    @Test func dialog_opensOnCancel_evenAfterTheLastOneWasLeftOnRemove() async throws {
        let (harness, _) = await makeSUT()
        harness.press(.down, .character("d"), .left, .escape)

        harness.press(.character("d"))
        let highlighted = harness.shows("Remove    [ Cancel ]")
        harness.press(.enter)
        await harness.settle()

        #expect(highlighted)
        #expect(!harness.shows("Remove PBX1234?"))
        #expect(try await harness.store.retrieve().rows.count == 3)
    }

    @Test func clear_emptiesTheHistory_whenConfirmed_keepingFavourites() async throws {
        let (harness, _) = await makeSUT()

        harness.press(.character("c"))
        let asked = harness.shows("Clear the history?")
        harness.press(.character("y"))
        await harness.settle()

        #expect(asked)
        #expect(harness.screen[2] == " The search history is empty.")
        #expect(try await harness.store.retrieve().rows.isEmpty)
        #expect(try await harness.store.retrieveFavorites().rows == [Plate("ABC1234")])
    }

    @Test func clear_keepsTheHistory_whenCancelled() async throws {
        let (harness, _) = await makeSUT()

        harness.press(.character("c"), .escape)
        await harness.settle()

        #expect(try await harness.store.retrieve().rows.count == 3)
        #expect(harness.shows("GBA0987"))
    }

    @Test func controlF_marksTheSelectedPlateAsFavourite() async {
        let (harness, _) = await makeSUT()

        harness.press(.down, .control("f"))
        await harness.settle()

        #expect(harness.screen[3].hasPrefix(" › * PBX1234"))
    }

    // MARK: - Helpers

    /// The history tab over three searches, ABC1234 a favourite, ABC1234 selected.
    private func makeSUT() async -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        let store = InMemoryCarStore(
            history: [
                TestServices.found("ABC1234", hoursAgo: 1),
                TestServices.failed("PBX1234", .noData, hoursAgo: 3),
                TestServices.found("GBA0987", hoursAgo: 26),
            ],
            favorites: [Plate("ABC1234")])
        let harness = AppHarness(pages: loader, store: store)
        harness.press(.tab)
        await harness.settle()
        return (harness, loader)
    }
}
