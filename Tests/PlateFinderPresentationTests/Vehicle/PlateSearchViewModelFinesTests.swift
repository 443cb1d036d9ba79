import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// The fines' part of a search: read after the vehicle from its page, shown on its own.
@MainActor
struct PlateSearchViewModelFinesTests {
    @Test func search_showsThePendingFines_readFromTheVehiclesPage() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, loaders, _) = makeSUT(tracker: tracker)
            loaders.pages.stub("ABC1234", with: CarFactory.make(plate: "ABC1234"))
            loaders.fines.stub("ABC1234", with: FinesFactory.report())
            loaders.fines.whenAsked { [pages = loaders.pages] in
                // The vehicle was asked first and has answered.
                #expect(pages.requestedPlates == [Plate("ABC1234")])
            }
            sut.text = "ABC1234"

            await sut.search()

            #expect(sut.vehicle.report?.ant.answer != nil)
            #expect(
                sut.vehicle.report?.fines
                    == .answered(FinesFactory.report(), .asked(at: UseCases.now)))
            #expect(
                loaders.fines.requests == [
                    .init(plate: Plate("ABC1234"), statuses: [.pending], fromPage: true)
                ])
        }
    }

    @Test func search_letsTheSavedFinesStandIn_withoutAskingAgain_whenThePortalIsDown() async {
        await withLeakTrackingOnMainActor { tracker in
            let saved = SavedFines(
                report: FinesFactory.report(), fetchedAt: Date(timeIntervalSince1970: 1_000))
            let (sut, loaders, _) = makeSUT(saved: [saved], tracker: tracker)
            loaders.pages.stub("ABC1234", failingWith: .unreachable)
            sut.text = "ABC1234"

            await sut.search()

            #expect(
                sut.vehicle.report?.fines
                    == .answered(
                        saved.report,
                        .saved(
                            at: saved.fetchedAt,
                            standingInFor: LookupFailure(.ant, .unreachable))))
            #expect(sut.vehicle.report?.facts.pendingFines.count == 1)
            #expect(loaders.fines.requests.isEmpty)
        }
    }

    @Test func search_keepsTheVehicle_whenTheFinesFail_sayingSoOnlyInTheirPart() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, loaders, errorHandler) = makeSUT(tracker: tracker)
            let failure = LookupFailure(.fines, .notUnderstood(.grid(.fineOfOtherPlate("PBX1234"))))
            loaders.pages.stub("ABC1234", with: CarFactory.make(plate: "ABC1234"))
            loaders.fines.stub("ABC1234", with: .failure(failure))
            sut.text = "ABC1234"

            await sut.search()

            #expect(sut.vehicle.report?.ant.answer != nil)
            #expect(sut.vehicle.report?.fines == .failed(failure))
            #expect(sut.vehicle.report?.facts.pendingFines.count == 4)
            #expect(errorHandler.current == nil)
        }
    }

    @Test func typingAnotherPlate_dropsTheFines() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, loaders, _) = makeSUT(tracker: tracker)
            loaders.pages.stub("ABC1234", with: CarFactory.make(plate: "ABC1234"))
            loaders.fines.stub("ABC1234", with: FinesFactory.report())
            sut.text = "ABC1234"
            await sut.search()

            sut.text = "ABC123"

            #expect(sut.vehicle.report == nil)
            #expect(sut.searchedPlate == nil)
        }
    }

    // MARK: - Helpers

    /// The loaders a test scripts.
    private struct Loaders {
        let pages = VehiclePageLoaderStub()
        let fines = FinesLoaderStub()
    }

    private func makeSUT(
        saved: [SavedFines] = [], tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: PlateSearchViewModel, loaders: Loaders, errorHandler: ErrorHandler) {
        let loaders = Loaders()
        let store = InMemoryCarStore()
        let screen = SearchScreen(
            lookUp: UseCases.lookUp(
                pages: loaders.pages, fines: loaders.fines, vehicles: store,
                savedFines: InMemoryFinesStore(answers: saved)),
            favorites: store, tracker: tracker, sourceLocation: sourceLocation)
        return (screen.sut, loaders, screen.errorHandler)
    }
}
