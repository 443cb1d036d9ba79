import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct AppRouterTests {
    private static let vehicle = AppRoute.vehicle(Plate("PBX1234"))
    private static let other = AppRoute.vehicle(Plate("ABC1234"))

    @Test
    func init_startsOnSearchWithEveryStackAtItsRoot() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)

            #expect(sut.selectedTab == .search)
            #expect(AppTab.allCases.allSatisfy { sut.path(for: $0).isEmpty })
        }
    }

    @Test
    func push_addsOnlyToTheNamedTab() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.push(Self.vehicle, on: .history)
            sut.push(Self.other, on: .history)

            #expect(sut.path(for: .history) == [Self.vehicle, Self.other])
            #expect(sut.path(for: .search).isEmpty)
            #expect(sut.currentPath.isEmpty)
        }
    }

    @Test
    func selectedTab_keepsEveryStack_whenSwitchingTabs() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.push(Self.vehicle, on: .search)
            sut.push(Self.other, on: .favorites)

            sut.selectedTab = .favorites
            #expect(sut.currentPath == [Self.other])
            sut.selectedTab = .search

            #expect(sut.currentPath == [Self.vehicle])
            #expect(sut.path(for: .favorites) == [Self.other])
        }
    }

    @Test
    func pop_removesTheTopScreen_andReportsWhenAlreadyAtTheRoot() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.push(Self.vehicle, on: .history)
            sut.push(Self.other, on: .history)

            #expect(sut.pop(on: .history))
            #expect(sut.path(for: .history) == [Self.vehicle])
            #expect(sut.pop(on: .history))
            #expect(!sut.pop(on: .history))
            #expect(sut.path(for: .history).isEmpty)
        }
    }

    @Test
    func popToRoot_emptiesOnlyThatTab() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.push(Self.vehicle, on: .history)
            sut.push(Self.other, on: .history)
            sut.push(Self.vehicle, on: .search)

            sut.popToRoot(on: .history)

            #expect(sut.path(for: .history).isEmpty)
            #expect(sut.path(for: .search) == [Self.vehicle])
        }
    }

    @Test
    func goBack_popsTheSelectedTab() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.push(Self.vehicle, on: .search)
            sut.push(Self.other, on: .history)
            sut.selectedTab = .history

            #expect(sut.goBack())
            #expect(!sut.goBack())
            #expect(sut.path(for: .search) == [Self.vehicle])
        }
    }

    @Test(arguments: [
        (DeepLink.search(.complete("PBX1234")), AppTab.search, [AppRoute]()),
        (.history, .history, []),
        (.favorites, .favorites, []),
        (.tasks, .tasks, []),
        (.task(id: TaskIDs.first), .tasks, [.task(id: TaskIDs.first)]),
    ])
    func open_selectsTheLinksTabAndSetsItsStack(
        link: DeepLink, tab: AppTab, path: [AppRoute]
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            for tab in AppTab.allCases { sut.push(.task(id: TaskIDs.second), on: tab) }

            sut.open(link)

            #expect(sut.selectedTab == tab)
            #expect(sut.currentPath == path)
            for other in AppTab.allCases where other != tab {
                #expect(sut.path(for: other) == [.task(id: TaskIDs.second)])
            }
        }
    }

    @Test
    func push_notifiesObservers() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            let probe = ObservationProbe { sut.currentPath }

            sut.push(Self.vehicle, on: .search)

            #expect(probe.didChange)
        }
    }

    private func makeSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> AppRouter {
        let sut = AppRouter()
        tracker.track(sut, sourceLocation: sourceLocation)
        return sut
    }
}
