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
            let (sut, env, _) = makeSUT(tracker: tracker)
            env.pages.stub("PCQ5129", with: CarFactory.make(plate: "PCQ5129"))
            env.sri.stub("PCQ5129", with: .success(DuesFactory.registration(lastPaidYear: 2027)))
            sut.text = "PCQ5129"

            await sut.search()

            #expect(sut.vehicle.report?.ant.answer == CarFactory.make(plate: "PCQ5129"))
            #expect(sut.vehicle.report?.sri.answer?.record.lastPaidYear == 2027)
            #expect(sut.vehicle.report?.facts.registration?.status == .paidUp(year: 2027))
        }
    }

    @Test func search_keepsTheVehicle_whenTheSRIFails_andSaysSoOnlyInItsPart() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, env, errorHandler) = makeSUT(tracker: tracker)
            env.pages.stub("PCQ5129", with: CarFactory.make(plate: "PCQ5129"))
            env.sri.stub("PCQ5129", failingWith: .timedOut)
            sut.text = "PCQ5129"

            await sut.search()

            #expect(sut.vehicle.report?.ant.answer != nil)
            #expect(sut.vehicle.report?.sri == .failed(LookupFailure(.sri, .timedOut)))
            #expect(sut.vehicle.report?.facts.registration?.status == .unknown)
            #expect(errorHandler.current == nil)
        }
    }

    @Test func search_showsTheSRIsAnswer_whenTheANTHasNoData() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, env, _) = makeSUT(tracker: tracker)
            env.pages.stub("PCQ5129", with: .success(nil))
            env.sri.stub("PCQ5129", with: .success(DuesFactory.registration()))
            sut.text = "PCQ5129"

            await sut.search()

            #expect(sut.vehicle.report?.ant == .noData(.asked(at: UseCases.now)))
            #expect(sut.vehicle.report?.sri.answer != nil)
            #expect(sut.vehicle.report?.facts.identity?.source == .sri)
        }
    }

    @Test func typingAnotherPlate_dropsTheSRIsAnswer() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, env, _) = makeSUT(tracker: tracker)
            env.pages.stub("PCQ5129", with: CarFactory.make(plate: "PCQ5129"))
            env.sri.stub("PCQ5129", with: .success(DuesFactory.registration()))
            sut.text = "PCQ5129"
            await sut.search()

            sut.text = "PCQ512"

            #expect(sut.vehicle.report == nil)
        }
    }

    // MARK: - Helpers

    /// The loaders a test scripts.
    private struct Loaders {
        let pages = VehiclePageLoaderStub()
        let sri = RegistrationLoaderStub()
    }

    private func makeSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: PlateSearchViewModel, loaders: Loaders, errorHandler: ErrorHandler) {
        let loaders = Loaders()
        let store = InMemoryCarStore()
        let screen = SearchScreen(
            lookUp: UseCases.lookUp(
                pages: loaders.pages, registrations: loaders.sri, vehicles: store),
            favorites: store, tracker: tracker, sourceLocation: sourceLocation)
        return (screen.sut, loaders, screen.errorHandler)
    }
}
