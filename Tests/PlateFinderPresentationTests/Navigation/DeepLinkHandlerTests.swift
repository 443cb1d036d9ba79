import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct DeepLinkHandlerTests {
    @Test
    func open_showsTheSearchTabAndRunsTheSearch_forASearchLink() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let pages = VehiclePageLoaderStub()
            pages.stub("PBX1234", with: CarFactory.make(plate: "PBX1234"))
            let (sut, router, search) = makeSUT(pages: pages, tracker: tracker)
            router.selectedTab = .favorites

            try await sut.open("platefinder://search/pbx-1234")

            #expect(router.selectedTab == .search)
            #expect(search.text == "PBX1234")
            #expect(search.vehicle.report?.plate == .complete("PBX1234"))
            #expect(pages.requestedPlates == [Plate("PBX1234")])
        }
    }

    @Test
    func open_searchesAnOldPlateWrittenWithFourDigits_andSaysSo_forASearchLink() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let pages = VehiclePageLoaderStub()
            pages.stub("PBA0123", with: CarFactory.make(plate: "PBA0123"))
            let (sut, _, search) = makeSUT(pages: pages, tracker: tracker)

            try await sut.open("platefinder://search/pba-123")

            #expect(search.text == "PBA0123")
            #expect(search.wasWrittenWithFourDigits)
            #expect(pages.requestedPlates == [Plate("PBA0123")])
        }
    }

    @Test
    func show_showsTheSearchTabAtOnce_andLeavesTheSearchToTheCaller() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            pages.stub("PBX1234", with: CarFactory.make(plate: "PBX1234"))
            let (sut, router, search) = makeSUT(pages: pages, tracker: tracker)
            router.selectedTab = .favorites

            let rest = sut.show(.search(.complete("PBX1234")))
            let shownBeforeSearching =
                router.selectedTab == .search && pages.requestedPlates.isEmpty
            await rest?()

            #expect(shownBeforeSearching)
            #expect(search.vehicle.report?.plate == .complete("PBX1234"))
            #expect(pages.requestedPlates == [Plate("PBX1234")])
            #expect(sut.show(.history) == nil)
        }
    }

    @Test
    func open_onlyNavigates_forALinkToAList() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, router, search) = makeSUT(pages: pages, tracker: tracker)

            await sut.open(.task(id: TaskIDs.first))

            #expect(router.selectedTab == .tasks)
            #expect(router.currentPath == [.task(id: TaskIDs.first)])
            #expect(search.vehicle.report == nil)
            #expect(pages.requestedPlates.isEmpty)
        }
    }

    @Test
    func open_changesNothing_forTextThatIsNoLink() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, router, search) = makeSUT(pages: pages, tracker: tracker)
            router.selectedTab = .history

            await #expect(throws: DeepLinkError.invalidPlate(.partiallyValid)) {
                try await sut.open("platefinder://search/PBX12")
            }

            #expect(router.selectedTab == .history)
            #expect(search.text.isEmpty)
            #expect(pages.requestedPlates.isEmpty)
        }
    }

    private func makeSUT(
        pages: VehiclePageLoaderStub, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: DeepLinkHandler, router: AppRouter, search: PlateSearchViewModel) {
        let store = InMemoryCarStore()
        let search = SearchScreen(
            lookUp: UseCases.lookUp(pages: pages, vehicles: store), favorites: store,
            tracker: tracker, sourceLocation: sourceLocation
        ).sut
        let router = AppRouter()
        let sut = DeepLinkHandler(router: router, search: search)
        tracker.track(router, sourceLocation: sourceLocation)
        tracker.track(sut, sourceLocation: sourceLocation)
        return (sut, router, search)
    }
}
