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
            let pages = ControllableVehiclePageLoader()
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(pages: pages, store: store, tracker: tracker)
            let newer = CarFactory.make(plate: "PBX1234")

            sut.text = "ABC1234"
            let first = Task { await sut.search() }
            await pages.waitForRequests(1)
            sut.text = "PBX1234"
            let second = Task { await sut.search() }
            await pages.waitForRequests(2)
            pages.complete("PBX1234", with: .success(newer))
            await second.value
            pages.complete("ABC1234", with: .success(CarFactory.make(plate: "ABC1234")))
            await first.value

            #expect(sut.vehicle.report?.plate == .complete("PBX1234"))
            #expect(sut.vehicle.report?.ant == .answered(newer, .asked(at: UseCases.now)))
            #expect(await store.storedHistory.map(\.plate.value) == ["PBX1234"])
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_replacesTheSearchInFlight_whenSearchingTheSamePlateAgain() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let (sut, _) = makeSUT(pages: pages, tracker: tracker)
            let older = CarFactory.make(plate: "PBX1234", model: "OLDER")
            let newer = CarFactory.make(plate: "PBX1234", model: "NEWER")
            sut.text = "PBX1234"

            let first = Task { await sut.search() }
            await pages.waitForRequests(1)
            let second = Task { await sut.search() }
            await pages.waitForRequests(2)
            pages.complete("PBX1234", with: .success(older))
            await first.value
            #expect(sut.vehicle.isLoading)
            #expect(sut.vehicle.report?.ant == .notAsked)
            pages.complete("PBX1234", with: .success(newer))
            await second.value

            #expect(sut.vehicle.report?.ant.answer == newer)
        }
    }

    @Test
    func text_cancelsTheSearchInFlight_whenItBecomesAnotherPlate() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(pages: pages, store: store, tracker: tracker)
            sut.text = "PBX1234"
            let search = Task { await sut.search() }
            await pages.waitForRequests(1)

            sut.text = "PBX123"
            #expect(sut.vehicle.report == nil)
            #expect(!sut.vehicle.isLoading)
            #expect(sut.searchedPlate == nil)
            pages.complete("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
            await search.value

            #expect(sut.vehicle.report == nil)
            #expect(sut.favorite == .idle)
            #expect(await store.storedHistory.isEmpty)
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func text_keepsTheVehicleShown_whenItIsTheSamePlateWrittenDifferently() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, _) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBX1234", with: CarFactory.make(plate: "PBX1234"))
            sut.text = "PBX1234"
            await sut.search()

            sut.text = "pbx-1234 "

            #expect(sut.vehicle.report?.plate.plate == Plate("PBX1234"))
            #expect(sut.searchedPlate?.plate == Plate("PBX1234"))
        }
    }

    @Test
    func search_dropsAnAnswer_thatFinishesAfterANewerSearchStarted() async {
        await withLeakTrackingOnMainActor { tracker in
            // The page answers at once and the writes are held, so the older search is
            // past its last cancellation check when the newer one starts: only the
            // generation check can stop its answer.
            let pages = VehiclePageLoaderStub()
            let store = ControllableCarStore(holding: [.insert])
            let older = CarFactory.make(plate: "ABC1234")
            let newer = CarFactory.make(plate: "PBX1234")
            pages.stub("ABC1234", with: older)
            pages.stub("PBX1234", with: newer)
            let screen = SearchScreen(
                lookUp: UseCases.lookUp(pages: pages, vehicles: store),
                favorites: store.store, tracker: tracker, sourceLocation: #_sourceLocation)
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

            #expect(sut.vehicle.report?.ant.answer == newer)
            #expect(sut.searchedPlate?.plate == Plate("PBX1234"))
        }
    }

    @Test
    func cancel_stopsTheSearchAndShowsNothing() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let (sut, _) = makeSUT(pages: pages, tracker: tracker)
            let search = Task { await sut.search(.complete("PBX1234")) }
            await pages.waitForRequests(1)

            sut.cancel()
            pages.complete("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
            await search.value

            #expect(sut.searchedPlate == nil)
            #expect(sut.vehicle.report == nil)
            #expect(sut.favorite == .idle)
        }
    }

    private func makeSUT(
        pages: any VehiclePageLoader, store: InMemoryCarStore = InMemoryCarStore(),
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: PlateSearchViewModel, errorHandler: ErrorHandler) {
        let screen = SearchScreen(
            lookUp: UseCases.lookUp(pages: pages, vehicles: store), favorites: store,
            tracker: tracker, sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
