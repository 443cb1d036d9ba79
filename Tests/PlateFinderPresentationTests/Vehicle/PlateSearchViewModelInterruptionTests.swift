import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct PlateSearchViewModelInterruptionTests {
    @Test(arguments: [
        (CarInfoError.networkError, Interruption.portalUnreachable),
        (.serverError(statusCode: 503), .portalFailing(statusCode: 503)),
        (.timeout, .portalTimedOut),
        (.portalUnavailable("maintenance"), .portalUnavailable("maintenance")),
    ])
    func search_reportsAnInterruptionWhoseRetrySearchesAgain_whenNothingIsCached(
        error: CarInfoError, interruption: Interruption
    ) async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let loader = CarInfoLoaderStub()
            let (sut, errorHandler) = makeSUT(loader: loader, tracker: tracker)
            loader.stub("PBX1234", with: .failure(error))
            sut.text = "PBX1234"

            await sut.search()

            #expect(sut.state == .failed(.interruption(interruption)))
            #expect(errorHandler.current == interruption)
            #expect(errorHandler.canRetry)

            let car = CarFactory.make(plate: "PBX1234")
            loader.stub("PBX1234", with: .success(car))
            await errorHandler.retry()

            #expect(errorHandler.current == nil)
            #expect(try #require(sut.state.value).car == car)
            #expect(loader.requestedPlates == [Plate("PBX1234"), Plate("PBX1234")])
        }
    }

    @Test
    func search_reportsAStorageInterruptionWhoseRetryWorks_whenTheHistoryCannotBeWritten() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(loader: loader, store: store, tracker: tracker)
            let car = CarFactory.make(plate: "PBX1234")
            loader.stub("PBX1234", with: .success(car))
            await store.fail(with: .busy)
            sut.text = "PBX1234"

            await sut.search()

            #expect(sut.state == .failed(.interruption(.storage(.busy))))
            #expect(sut.favorite == .idle)
            #expect(errorHandler.current == .storage(.busy))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(
                sut.state
                    == .loaded(
                        CarSearchResult(
                            plate: .complete("PBX1234"), car: car,
                            source: .portal(fetchedAt: UseCases.now))))
            #expect(sut.favorite == .loaded(false))
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func retry_searchesTheFailedPlateAgain_afterTheTextChanged() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let (sut, errorHandler) = makeSUT(loader: loader, tracker: tracker)
            loader.stub("PBX1234", with: .failure(.timeout))
            await sut.search(.complete("PBX1234"))
            sut.text = "ABC1234"

            loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
            await errorHandler.retry()

            #expect(sut.text == "PBX1234")
            #expect(sut.state.value?.plate.plate == Plate("PBX1234"))
            #expect(loader.requestedPlates == [Plate("PBX1234"), Plate("PBX1234")])
        }
    }

    @Test
    func dismiss_leavesTheFailureInline_withoutSearchingAgain() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let (sut, errorHandler) = makeSUT(loader: loader, tracker: tracker)
            loader.stub("PBX1234", with: .failure(.timeout))
            sut.text = "PBX1234"
            await sut.search()

            errorHandler.dismiss()

            #expect(errorHandler.current == nil)
            #expect(sut.state == .failed(.interruption(.portalTimedOut)))
            #expect(loader.requestedPlates == [Plate("PBX1234")])
        }
    }

    @Test
    func interruption_doesNotKeepTheViewModelAlive_whileItIsShown() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            let (sut, errorHandler) = makeSUT(loader: loader, tracker: tracker)
            loader.stub("PBX1234", with: .failure(.networkError))
            sut.text = "PBX1234"

            await sut.search()

            #expect(errorHandler.current == .portalUnreachable)
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
