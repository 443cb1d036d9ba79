import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct FavoritesViewModelTests {
    private static let favorites = [Plate("PBX1234"), Plate("AB123C")]

    @Test
    func load_goesFromIdleThroughLoadingToThePlatesNewestFirst() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = ControllableCarStore(
                store: InMemoryCarStore(favorites: Self.favorites), holding: [.retrieveFavorites])
            let (sut, _) = makeSUT(store: store, tracker: tracker)
            var states = [sut.plates]

            let load = Task { await sut.load() }
            await store.waitForHeldCalls(1)
            states.append(sut.plates)
            store.release(.retrieveFavorites)
            await load.value
            states.append(sut.plates)

            #expect(states == [.idle, .loading, .loaded(Self.favorites)])
            #expect(sut.isFavorite(Plate("AB123C")))
            #expect(!sut.isFavorite(Plate("ABC1234")))
        }
    }

    @Test
    func load_reportsAStorageInterruptionWhoseRetryLoads() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore(favorites: Self.favorites)
            let (sut, errorHandler) = makeSUT(store: store, tracker: tracker)
            await store.fail(with: .busy)

            await sut.load()

            #expect(sut.plates == .failed(.interruption(.storage(.busy))))
            #expect(errorHandler.current == .storage(.busy))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.plates == .loaded(Self.favorites))
        }
    }

    @Test
    func open_showsTheCachedVehicleWithoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let car = CarFactory.make(plate: "PBX1234")
            let loader = CarInfoLoaderStub()
            let store = InMemoryCarStore(
                history: [.success(Plate("PBX1234"), car: car, at: UseCases.now)],
                favorites: Self.favorites)
            let (sut, _) = makeSUT(loader: loader, store: store, tracker: tracker)

            await sut.open(Plate("PBX1234"))

            #expect(sut.opener.plate == Plate("PBX1234"))
            #expect(sut.opener.state.value?.source == .cache(fetchedAt: UseCases.now))
            #expect(loader.requestedPlates.isEmpty)
        }
    }

    @Test
    func open_searchesThroughLoading_whenTheHistoryHasNoVehicle() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = ControllableCarInfoLoader()
            let store = InMemoryCarStore(favorites: Self.favorites)
            let (sut, _) = makeSUT(loader: loader, store: store, tracker: tracker)
            let car = CarFactory.make(plate: "AB123C")
            var states = [sut.opener.state]

            let open = Task { await sut.open(Plate("AB123C")) }
            await loader.waitForRequests(1)
            states.append(sut.opener.state)
            loader.complete("AB123C", with: .success(car))
            await open.value
            states.append(sut.opener.state)

            #expect(
                states == [
                    .idle, .loading,
                    .loaded(
                        CarSearchResult(
                            plate: .complete("AB123C"), car: car,
                            source: .portal(fetchedAt: UseCases.now), isFavorite: true)),
                ])
            sut.closeOpened()
            #expect(sut.opener.state == .idle)
        }
    }

    private func makeSUT(
        loader: any CarInfoLoader = CarInfoLoaderStub(), store: any CarStore & FavoritesStore,
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FavoritesViewModel, errorHandler: ErrorHandler) {
        let screen = FavoritesScreen(
            loader: loader, store: store, tracker: tracker, sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
