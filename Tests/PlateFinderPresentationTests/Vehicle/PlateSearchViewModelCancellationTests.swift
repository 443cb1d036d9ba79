import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct PlateSearchViewModelCancellationTests {
    @Test
    func search_keepsTheNewerAnswer_whenTheOlderSearchAnswersLast() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = ControllableCarInfoLoader()
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(loader: loader, store: store, tracker: tracker)
            let newer = CarFactory.make(plate: "PBX1234")

            sut.text = "ABC1234"
            let first = Task { await sut.search() }
            await loader.waitForRequests(1)
            sut.text = "PBX1234"
            let second = Task { await sut.search() }
            await loader.waitForRequests(2)
            loader.complete("PBX1234", with: .success(newer))
            await second.value
            loader.complete("ABC1234", with: .success(CarFactory.make(plate: "ABC1234")))
            await first.value

            #expect(
                sut.state
                    == .loaded(
                        CarSearchResult(
                            plate: .complete("PBX1234"), car: newer,
                            source: .portal(fetchedAt: UseCases.now))))
            #expect(await store.storedHistory.map(\.plate.value) == ["PBX1234"])
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_replacesTheSearchInFlight_whenSearchingTheSamePlateAgain() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = ControllableCarInfoLoader()
            let (sut, _) = makeSUT(loader: loader, tracker: tracker)
            let older = CarFactory.make(plate: "PBX1234", model: "OLDER")
            let newer = CarFactory.make(plate: "PBX1234", model: "NEWER")
            sut.text = "PBX1234"

            let first = Task { await sut.search() }
            await loader.waitForRequests(1)
            let second = Task { await sut.search() }
            await loader.waitForRequests(2)
            loader.complete("PBX1234", with: .success(older))
            await first.value
            #expect(sut.state == .loading)
            loader.complete("PBX1234", with: .success(newer))
            await second.value

            #expect(sut.state.value?.car == newer)
        }
    }

    @Test
    func text_cancelsTheSearchInFlight_whenItBecomesAnotherPlate() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = ControllableCarInfoLoader()
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(loader: loader, store: store, tracker: tracker)
            sut.text = "PBX1234"
            let search = Task { await sut.search() }
            await loader.waitForRequests(1)

            sut.text = "PBX123"
            #expect(sut.state == .idle)
            #expect(sut.searchedPlate == nil)
            loader.complete("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
            await search.value

            #expect(sut.state == .idle)
            #expect(await store.messages.isEmpty)
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func text_keepsTheVehicleShown_whenItIsTheSamePlateWrittenDifferently() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let (sut, _) = makeSUT(loader: loader, tracker: tracker)
            loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
            sut.text = "PBX1234"
            await sut.search()

            sut.text = "pbx-1234 "

            #expect(sut.state.value?.plate.plate == Plate("PBX1234"))
            #expect(sut.searchedPlate?.plate == Plate("PBX1234"))
        }
    }

    @Test
    func search_dropsAnAnswer_thatFinishesAfterANewerSearchStarted() async {
        await withLeakTrackingOnMainActor { tracker in
            // The loader answers at once and the writes are held, so the older search is
            // past its last cancellation check when the newer one starts: only the
            // generation check can stop its answer.
            let loader = CarInfoLoaderStub()
            let store = ControllableCarStore(holding: [.insert])
            let older = CarFactory.make(plate: "ABC1234")
            let newer = CarFactory.make(plate: "PBX1234")
            loader.stub("ABC1234", with: .success(older))
            loader.stub("PBX1234", with: .success(newer))
            let screen = SearchScreen(
                loader: loader, history: store, favorites: store.store, tracker: tracker,
                sourceLocation: #_sourceLocation)
            let sut = screen.sut

            sut.text = "ABC1234"
            let first = Task { await sut.search() }
            await store.waitForHeldCalls(1)
            sut.text = "PBX1234"
            let second = Task { await sut.search() }
            await store.waitForHeldCalls(2)
            store.release(.insert(Plate("PBX1234")))
            await second.value
            store.release(.insert(Plate("ABC1234")))
            await first.value

            #expect(sut.state.value?.car == newer)
            #expect(sut.searchedPlate?.plate == Plate("PBX1234"))
        }
    }

    private func makeSUT(
        loader: any CarInfoLoader, store: InMemoryCarStore = InMemoryCarStore(),
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: PlateSearchViewModel, errorHandler: ErrorHandler) {
        let screen = SearchScreen(
            loader: loader, history: store, favorites: store, tracker: tracker,
            sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
