import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// One feature router under test, seen through what every feature router shares.
@MainActor
private struct FeatureRouter {
    let tab: AppTab
    let object: AnyObject
    let path: () -> [AppRoute]
    let show: () -> AppRoute
    let back: () -> Bool
    let backToRoot: () -> Void
}

@MainActor
struct FeatureRouterTests {
    @Test(arguments: AppTab.allCases)
    func show_pushesOnlyOnTheRoutersOwnTab(tab: AppTab) async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, appRouter) = makeSUT(tab: tab, tracker: tracker)
            appRouter.selectedTab = tab.next

            let route = sut.show()

            #expect(appRouter.path(for: tab) == [route])
            #expect(sut.path() == [route])
            #expect(appRouter.selectedTab == tab.next)
            for other in AppTab.allCases where other != tab {
                #expect(appRouter.path(for: other).isEmpty)
            }
        }
    }

    @Test(arguments: AppTab.allCases)
    func back_popsOneScreenOfItsOwnTab(tab: AppTab) async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, appRouter) = makeSUT(tab: tab, tracker: tracker)
            let first = sut.show()
            _ = sut.show()
            appRouter.push(first, on: tab.next)

            #expect(sut.back())
            #expect(sut.path() == [first])
            #expect(appRouter.path(for: tab.next) == [first])
        }
    }

    @Test(arguments: AppTab.allCases)
    func backToRoot_emptiesItsOwnTab(tab: AppTab) async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, appRouter) = makeSUT(tab: tab, tracker: tracker)
            _ = sut.show()
            _ = sut.show()

            sut.backToRoot()

            #expect(sut.path().isEmpty)
            #expect(!sut.back())
            #expect(appRouter.path(for: tab).isEmpty)
        }
    }

    @Test(arguments: AppTab.allCases)
    func router_doesNotKeepTheAppRouterAlive(tab: AppTab) async {
        await withLeakTrackingOnMainActor { tracker in
            weak var weakAppRouter: AppRouter?
            let sut: FeatureRouter
            do {
                let appRouter = AppRouter()
                weakAppRouter = appRouter
                sut = Self.router(for: tab, on: appRouter)
            }
            tracker.track(sut.object)

            #expect(weakAppRouter == nil)
            #expect(sut.path().isEmpty)
            #expect(!sut.back())
        }
    }

    private func makeSUT(
        tab: AppTab, tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FeatureRouter, appRouter: AppRouter) {
        let appRouter = AppRouter()
        let sut = Self.router(for: tab, on: appRouter)
        tracker.track(appRouter, sourceLocation: sourceLocation)
        tracker.track(sut.object, sourceLocation: sourceLocation)
        return (sut, appRouter)
    }

    private static func router(for tab: AppTab, on appRouter: AppRouter) -> FeatureRouter {
        let plate = Plate("PBX1234")
        switch tab {
        case .search, .history, .favorites:
            let router = VehicleRouter(tab: tab, appRouter: appRouter)
            let stack = router.tabRouter
            return FeatureRouter(
                tab: tab, object: router, path: { stack.path },
                show: {
                    router.showVehicle(plate); return .vehicle(plate)
                },
                back: { stack.back() }, backToRoot: { stack.backToRoot() })
        case .tasks:
            let router = TasksRouter(appRouter: appRouter)
            let stack = router.tabRouter
            return FeatureRouter(
                tab: tab, object: router, path: { stack.path },
                show: {
                    router.showTask(id: TaskIDs.first); return .task(id: TaskIDs.first)
                },
                back: { stack.back() }, backToRoot: { stack.backToRoot() })
        }
    }
}
