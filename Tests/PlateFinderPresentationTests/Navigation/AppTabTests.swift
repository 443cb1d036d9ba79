import PlateFinderPresentation
import Testing

struct AppTabTests {
    @Test
    func allCases_followTheTabBarOrder() {
        #expect(AppTab.allCases == [.search, .history, .favorites, .tasks])
    }

    @Test(arguments: [
        (AppTab.search, AppTab.history, AppTab.tasks),
        (.history, .favorites, .search),
        (.favorites, .tasks, .history),
        (.tasks, .search, .favorites),
    ])
    func nextAndPrevious_wrapAround(tab: AppTab, next: AppTab, previous: AppTab) {
        #expect(tab.next == next)
        #expect(tab.previous == previous)
    }
}
