import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct ListScreenRenderTests {
    @Test(arguments: RenderSize.all)
    func history_listsSearchesNewestFirst_markingFavourites(size: TerminalSize) async {
        let harness = makeSUT(size: size)

        harness.press(.tab)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "history-list-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func history_saysSo_whenEmpty(size: TerminalSize) async {
        let harness = AppHarness(size: size)

        harness.press(.tab)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "history-empty-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func history_asksBeforeRemoving(size: TerminalSize) async {
        let harness = makeSUT(size: size)
        harness.press(.tab)
        await harness.settle()

        harness.press(.down, .character("d"))

        ExpectedScreen.check(harness.frame, named: "history-confirm-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func favorites_listsPlatesWithFormatAndProvince(size: TerminalSize) async {
        let harness = makeSUT(size: size)

        harness.press(.tab, .tab)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "favorites-list-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func vehicle_showsCachedCardOnTheHistoryStack(size: TerminalSize) async {
        let harness = makeSUT(size: size)
        harness.press(.tab)
        await harness.settle()

        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "vehicle-\(RenderSize.name(size))")
    }

    // MARK: - Helpers

    private func makeSUT(size: TerminalSize) -> AppHarness {
        let store = InMemoryCarStore(
            history: [
                TestServices.found("ABC1234", hoursAgo: 1),
                TestServices.failed("PBX1234", .noData, hoursAgo: 3),
                TestServices.found("GBA0987", hoursAgo: 26),
            ],
            favorites: [Plate("ABC1234"), Plate("AB123A"), Plate("CD1234")])
        // ABC1234's vehicle is saved, and nothing else about it.
        return AppHarness(size: size, store: store)
    }
}
