import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// The fines' part of a search: asked after the vehicle, shown on its own.
@MainActor
struct PlateSearchViewModelFinesTests {
    @Test func search_showsThePendingFines_askedAfterTheVehicle() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, car, fines, _) = makeSUT(tracker: tracker)
            car.stub("ABC1234", with: .success(CarFactory.make(plate: "ABC1234")))
            fines.stub("ABC1234", with: .success(FinesFactory.report()))
            fines.whenAsked { [car] in
                // The vehicle was asked first and has answered.
                #expect(car.requestedPlates == [Plate("ABC1234")])
            }
            sut.text = "ABC1234"

            await sut.search()

            #expect(sut.state.value != nil)
            #expect(sut.fines.value?.report == FinesFactory.report())
            #expect(
                fines.requests == [.init(plate: Plate("ABC1234"), statuses: [.pending])])
        }
    }

    @Test func search_letsTheSavedFinesStandIn_withoutAskingAgain_whenThePortalIsDown() async {
        await withLeakTrackingOnMainActor { tracker in
            let saved = SavedFines(
                report: FinesFactory.report(), fetchedAt: Date(timeIntervalSince1970: 1_000))
            let (sut, car, fines, _) = makeSUT(saved: [saved], tracker: tracker)
            car.stub("ABC1234", with: .failure(.networkError))
            sut.text = "ABC1234"

            await sut.search()

            #expect(sut.fines.value?.source == .cache(fetchedAt: saved.fetchedAt))
            #expect(sut.fines.value?.serviceFailure == .networkError)
            #expect(fines.requests.isEmpty)
        }
    }

    @Test func search_keepsTheVehicle_whenTheFinesFail_sayingSoOnlyInTheirPart() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, car, fines, errorHandler) = makeSUT(tracker: tracker)
            car.stub("ABC1234", with: .success(CarFactory.make(plate: "ABC1234")))
            fines.stub("ABC1234", with: .failure(.parsingError("a row about another plate")))
            sut.text = "ABC1234"

            await sut.search()

            #expect(sut.state.value != nil)
            #expect(sut.fines == .failed(.plate(.unreadableAnswer("a row about another plate"))))
            #expect(errorHandler.current == nil)
        }
    }

    @Test func typingAnotherPlate_dropsTheFines() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, car, fines, _) = makeSUT(tracker: tracker)
            car.stub("ABC1234", with: .success(CarFactory.make(plate: "ABC1234")))
            fines.stub("ABC1234", with: .success(FinesFactory.report()))
            sut.text = "ABC1234"
            await sut.search()

            sut.text = "ABC123"

            #expect(sut.fines == .idle)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        saved: [SavedFines] = [], tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (PlateSearchViewModel, CarInfoLoaderStub, FinesLoaderStub, ErrorHandler) {
        let car = CarInfoLoaderStub()
        let fines = FinesLoaderStub()
        let store = InMemoryCarStore()
        let lookUpFines = LookUpFines(
            loader: fines, store: InMemoryFinesStore(answers: saved),
            clock: InstantClock { Date(timeIntervalSince1970: 2_000) })
        let screen = SearchScreen(
            loader: car, history: store, favorites: store, fines: lookUpFines, tracker: tracker,
            sourceLocation: sourceLocation)
        return (screen.sut, car, fines, screen.errorHandler)
    }
}
