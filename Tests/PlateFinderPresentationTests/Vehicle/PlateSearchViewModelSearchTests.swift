import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct PlateSearchViewModelSearchTests {
    @Test
    func search_goesFromIdleThroughLoadingToLoaded_onAPortalAnswer() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = ControllableCarInfoLoader()
            let (sut, errorHandler) = makeSUT(loader: loader, tracker: tracker)
            let car = CarFactory.make(plate: "PBX1234")
            sut.text = "pbx-1234"
            var states = [sut.state]

            let search = Task { await sut.search() }
            await loader.waitForRequests(1)
            states.append(sut.state)
            loader.complete("PBX1234", with: .success(car))
            await search.value
            states.append(sut.state)

            let result = CarSearchResult(
                plate: .complete("PBX1234"), car: car, source: .portal(fetchedAt: UseCases.now))
            #expect(states == [.idle, .loading, .loaded(result)])
            #expect(sut.searchedPlate?.plate == Plate("PBX1234"))
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_goesThroughLoadingToFailedInline_whenThePortalHasNoData() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = ControllableCarInfoLoader()
            let (sut, errorHandler) = makeSUT(loader: loader, tracker: tracker)
            sut.text = "PBX1234"
            var states = [sut.state]

            let search = Task { await sut.search() }
            await loader.waitForRequests(1)
            states.append(sut.state)
            loader.complete("PBX1234", with: .failure(.noDataFound))
            await search.value
            states.append(sut.state)

            #expect(states == [.idle, .loading, .failed(.plate(.noDataFound))])
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_recordsTheSearchInTheHistory() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let store = InMemoryCarStore()
            let (sut, _) = makeSUT(loader: loader, store: store, tracker: tracker)
            let car = CarFactory.make(plate: "PBX1234")
            loader.stub("PBX1234", with: .success(car))
            sut.text = "PBX1234"

            await sut.search()

            #expect(
                await store.storedHistory == [
                    .success(Plate("PBX1234"), car: car, at: UseCases.now)
                ])
        }
    }

    @Test
    func search_showsTheCachedVehicle_whenThePortalIsUnreachable() async {
        await withLeakTrackingOnMainActor { tracker in
            let fetchedAt = UseCases.now.addingTimeInterval(-3_600)
            let car = CarFactory.make(plate: "PBX1234")
            let loader = CarInfoLoaderStub()
            let store = InMemoryCarStore(history: [
                .success(Plate("PBX1234"), car: car, at: fetchedAt)
            ])
            let (sut, errorHandler) = makeSUT(loader: loader, store: store, tracker: tracker)
            loader.stub("PBX1234", with: .failure(.networkError))
            sut.text = "PBX1234"

            await sut.search()

            #expect(
                sut.state
                    == .loaded(
                        CarSearchResult(
                            plate: .complete("PBX1234"), car: car,
                            source: .cache(fetchedAt: fetchedAt),
                            portalFailure: .networkError)))
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_notifiesObservers_whenTheStateChanges() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let (sut, _) = makeSUT(loader: loader, tracker: tracker)
            loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
            sut.text = "PBX1234"
            let probe = ObservationProbe { sut.state }

            await sut.search()

            #expect(probe.didChange)
        }
    }

    @Test
    func searchPlate_putsThePlateInTheFieldAndSearchesIt() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let (sut, _) = makeSUT(loader: loader, tracker: tracker)
            loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))

            await sut.search(.complete("PBX1234"))

            #expect(sut.text == "PBX1234")
            #expect(sut.state.value?.plate.plate == Plate("PBX1234"))
            #expect(loader.requestedPlates == [Plate("PBX1234")])
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
