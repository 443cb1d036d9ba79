import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct PlateSearchViewModelFavoriteTests {
    @Test(arguments: [true, false])
    func search_readsWhetherTheSearchedPlateIsAFavorite(isFavorite: Bool) async {
        await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore(favorites: isFavorite ? [Plate("PBX1234")] : [])
            let (sut, _) = makeSUT(store: store, tracker: tracker)

            await sut.search(.complete("PBX1234"))

            #expect(sut.favorite == .loaded(isFavorite))
            #expect(sut.isFavorite == isFavorite)
            #expect(sut.canToggleFavorite)
        }
    }

    @Test
    func toggleFavorite_addsThenRemovesTheSearchedPlate() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let store = InMemoryCarStore()
            let (sut, _) = makeSUT(store: store, tracker: tracker)
            await sut.search(.complete("PBX1234"))

            await sut.toggleFavorite()
            #expect(sut.favorite == .loaded(true))
            #expect(try await store.retrieveFavorites().rows == [Plate("PBX1234")])

            await sut.toggleFavorite()
            #expect(sut.favorite == .loaded(false))
            #expect(try await store.retrieveFavorites().rows.isEmpty)
        }
    }

    @Test
    func toggleFavorite_doesNothing_beforeASearch() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore()
            let (sut, _) = makeSUT(store: store, tracker: tracker)
            sut.text = "PBX1234"

            await sut.toggleFavorite()

            #expect(!sut.canToggleFavorite)
            #expect(sut.favorite == .idle)
            #expect(await store.messages.isEmpty)
        }
    }

    @Test
    func text_forgetsTheFavoriteState_whenItBecomesAnotherPlate() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore(favorites: [Plate("PBX1234")])
            let (sut, _) = makeSUT(store: store, tracker: tracker)
            await sut.search(.complete("PBX1234"))

            sut.text = "PBX1235"

            #expect(sut.favorite == .idle)
            #expect(!sut.isFavorite)
        }
    }

    @Test
    func toggleFavorite_reportsAStorageInterruptionWhoseRetryToggles() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(store: store, tracker: tracker)
            await sut.search(.complete("PBX1234"))
            await store.fail(with: .readOnly)

            await sut.toggleFavorite()

            #expect(sut.favorite == .failed(.interruption(.storage(.readOnly))))
            #expect(errorHandler.current == .storage(.readOnly))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.favorite == .loaded(true))
            #expect(try await store.retrieveFavorites().rows == [Plate("PBX1234")])
        }
    }

    @Test
    func search_readsTheFavorite_whileThePortalsAreStillAsked() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let pages = ControllableVehiclePageLoader()
            let store = InMemoryCarStore(favorites: [Plate("PBX1234")])
            let (sut, _) = makeSUT(store: store, pages: pages, tracker: tracker)

            let search = Task { await sut.search(.complete("PBX1234")) }
            await pages.waitForRequests(1)
            try await waitOnMainActor { sut.favorite == .loaded(true) }

            #expect(sut.vehicle.isLoading)
            pages.complete("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
            await search.value
            #expect(sut.favorite == .loaded(true))
        }
    }

    @Test(arguments: [
        Result<Car?, LookupFailure>.failure(LookupFailure(.ant, .unreachable)), .success(nil),
    ])
    func search_readsTheFavorite_whateverThePortalAnswers(
        answer: Result<Car?, LookupFailure>
    )
        async
    {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            pages.stub("PBX1234", with: answer)
            let store = InMemoryCarStore(favorites: [Plate("PBX1234")])
            let (sut, _) = makeSUT(store: store, pages: pages, tracker: tracker)

            await sut.search(.complete("PBX1234"))

            #expect(sut.favorite == .loaded(true))
            #expect(sut.canToggleFavorite)
        }
    }

    private func makeSUT(
        store: InMemoryCarStore, pages: (any VehiclePageLoader)? = nil, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: PlateSearchViewModel, errorHandler: ErrorHandler) {
        let answering = VehiclePageLoaderStub()
        answering.stub("PBX1234", with: CarFactory.make(plate: "PBX1234"))
        let screen = SearchScreen(
            lookUp: UseCases.lookUp(pages: pages ?? answering, vehicles: store),
            favorites: store, tracker: tracker, sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
