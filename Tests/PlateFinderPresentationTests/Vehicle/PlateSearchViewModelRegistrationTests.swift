import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// The SRI's part of a search: asked beside the ANT, shown on its own.
@MainActor
struct PlateSearchViewModelRegistrationTests {
    @Test func search_showsTheSRIsAnswer_andTheStatusItGives() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, car, sri) = makeSUT(tracker: tracker)
            car.stub("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))
            sri.stub("PCQ5129", with: .success(DuesFactory.registration(lastPaidYear: 2026)))
            sut.text = "PCQ5129"

            await sut.search()

            #expect(sut.state.value?.car == CarFactory.make(plate: "PCQ5129"))
            #expect(sut.registration.value?.registration?.record.lastPaidYear == 2026)
            #expect(sut.registrationStatus == .paidUp(year: 2026))
        }
    }

    @Test func search_keepsTheVehicle_whenTheSRIFails_andSaysSoOnlyInItsPart() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, car, sri) = makeSUT(tracker: tracker)
            car.stub("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))
            sri.stub("PCQ5129", with: .failure(.timeout))
            sut.text = "PCQ5129"

            await sut.search()

            #expect(sut.state.value != nil)
            #expect(sut.registration == .failed(.interruption(.portalTimedOut)))
            #expect(sut.registrationStatus == .unknown)
        }
    }

    @Test func search_showsTheSRIsAnswer_whenTheANTHasNoData() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, car, sri) = makeSUT(tracker: tracker)
            car.stub("PCQ5129", with: .failure(.noDataFound))
            sri.stub("PCQ5129", with: .success(DuesFactory.registration()))
            sut.text = "PCQ5129"

            await sut.search()

            #expect(sut.state == .failed(.plate(.noDataFound)))
            #expect(sut.registration.value?.registration != nil)
        }
    }

    @Test func typingAnotherPlate_dropsTheSRIsAnswer() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, car, sri) = makeSUT(tracker: tracker)
            car.stub("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))
            sri.stub("PCQ5129", with: .success(DuesFactory.registration()))
            sut.text = "PCQ5129"
            await sut.search()

            sut.text = "PCQ512"

            #expect(sut.registration == .idle)
        }
    }

    @Test func search_leavesTheSRIIdle_whenItIsNotAsked() async {
        await withLeakTrackingOnMainActor { tracker in
            let car = CarInfoLoaderStub()
            let store = InMemoryCarStore()
            let sut = SearchScreen(
                loader: car, history: store, favorites: store, tracker: tracker,
                sourceLocation: #_sourceLocation
            ).sut
            car.stub("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))
            sut.text = "PCQ5129"

            await sut.search()

            #expect(sut.registration == .idle)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: PlateSearchViewModel, car: CarInfoLoaderStub, sri: RegistrationLoaderStub) {
        let car = CarInfoLoaderStub()
        let sri = RegistrationLoaderStub()
        let store = InMemoryCarStore()
        let clock = InstantClock { Date(timeIntervalSince1970: 1_796_140_800) }
        let screen = SearchScreen(
            loader: car, history: store, favorites: store,
            registration: LookUpRegistration(
                loader: sri, store: InMemoryRegistrationStore(), clock: clock),
            clock: DayClock(timeZone: .gmt, instants: clock), tracker: tracker,
            sourceLocation: sourceLocation)
        return (screen.sut, car, sri)
    }
}
