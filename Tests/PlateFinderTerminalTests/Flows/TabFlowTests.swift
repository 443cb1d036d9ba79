import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct TabFlowTests {
    @Test func tabAndShiftTab_cycleThroughTheTabs() {
        let harness = AppHarness()
        var visited: [AppTab] = []

        for key in [Key.tab, .tab, .tab, .tab, .backTab, .backTab] {
            harness.press(key)
            visited.append(harness.shell.router.selectedTab)
        }

        #expect(visited == [.history, .favorites, .tasks, .search, .tasks, .favorites])
        #expect(harness.screen[0] == " 1 Search   2 History  [3 Favourites]  4 Tasks")
    }

    @Test func digits_selectTabs_onlyOutsideThePlateField() {
        let harness = AppHarness()
        harness.press(.character("2"))
        let typedOnSearch = harness.shell.search.viewModel.plate
        harness.press(.tab)
        var visited: [AppTab] = []

        for digit in "3412" {
            harness.press(.character(digit))
            visited.append(harness.shell.router.selectedTab)
        }

        #expect(typedOnSearch == Plate("2"))
        #expect(visited == [.favorites, .tasks, .search, .search])
    }

    @Test func switchingTabs_keepsEachTabsStack() async {
        let harness = AppHarness(
            store: InMemoryCarStore(history: [TestServices.found("ABC1234", hoursAgo: 1)]))
        harness.press(.tab)
        await harness.settle()
        harness.press(.enter)
        await harness.settle()

        harness.press(.tab, .backTab)
        await harness.settle()

        #expect(harness.shell.router.path(for: .history) == [.vehicle(Plate("ABC1234"))])
        #expect(harness.screen[2] == " ‹ ABC1234")
    }

    @Test func showingHistory_readsItAgain() async throws {
        let store = InMemoryCarStore()
        let harness = AppHarness(store: store)
        harness.press(.tab)
        await harness.settle()
        try await store.insert(TestServices.found("PBX1234", hoursAgo: 1))

        harness.press(.tab, .backTab)
        await harness.settle()

        #expect(harness.shows("PBX1234"))
    }
}
