import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A tab router's path as a navigation stack binds to it: written back, it replaces only
/// its own tab's stack.
@MainActor
struct TabRouterPathTests {
    @Test(arguments: AppTab.allCases)
    func setPath_replacesOnlyItsOwnTabsStack(tab: AppTab) async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, appRouter) = makeSUT(tab: tab, tracker: tracker)
            appRouter.push(.due, on: tab.next)
            let path: [AppRoute] = [.vehicle(Plate("PBX1234")), .task(id: TaskIDs.first)]

            sut.path = path

            #expect(sut.path == path)
            #expect(appRouter.path(for: tab) == path)
            #expect(appRouter.path(for: tab.next) == [.due])
        }
    }

    @Test func setPath_toEmpty_goesBackToTheRoot() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, appRouter) = makeSUT(tab: .history, tracker: tracker)
            sut.push(.vehicle(Plate("PBX1234")))

            sut.path = []

            #expect(appRouter.path(for: .history).isEmpty)
        }
    }

    @Test func setPath_changesNothing_onceTheAppRouterIsGone() {
        var appRouter: AppRouter? = AppRouter()
        let sut = appRouter.map { TabRouter(tab: .search, appRouter: $0) }
        appRouter = nil

        sut?.path = [.due]

        #expect(sut?.path == [])
    }

    private func makeSUT(
        tab: AppTab, tracker: LeakTracker
    ) -> (sut: TabRouter, appRouter: AppRouter) {
        let appRouter = AppRouter()
        let sut = TabRouter(tab: tab, appRouter: appRouter)
        tracker.track(sut)
        tracker.track(appRouter)
        return (sut, appRouter)
    }
}
