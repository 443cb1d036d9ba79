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
            #expect(try await store.retrieveFavorites() == [Plate("PBX1234")])

            await sut.toggleFavorite()
            #expect(sut.favorite == .loaded(false))
            #expect(try await store.retrieveFavorites().isEmpty)
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
            #expect(try await store.retrieveFavorites() == [Plate("PBX1234")])
        }
    }

    private func makeSUT(
        store: InMemoryCarStore, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: PlateSearchViewModel, errorHandler: ErrorHandler) {
        let loader = CarInfoLoaderStub()
        loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
        let screen = SearchScreen(
            loader: loader, history: store, favorites: store, tracker: tracker,
            sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
