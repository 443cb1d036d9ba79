import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct PlateSearchViewModelSearchTests {
    private static let car = CarFactory.make(plate: "PBX1234")

    @Test
    func search_goesFromNothingThroughAskingToTheReport_onAPortalAnswer() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let (sut, errorHandler) = makeSUT(pages: pages, tracker: tracker)
            sut.text = "pbx-1234"
            #expect(sut.vehicle.report == nil)
            #expect(!sut.vehicle.isLoading)

            let search = Task { await sut.search() }
            await pages.waitForRequests(1)
            #expect(sut.vehicle.isLoading)
            #expect(sut.vehicle.asking.contains(.ant))
            #expect(sut.vehicle.report?.ant == .notAsked)
            pages.complete("PBX1234", with: .success(Self.car))
            await search.value

            #expect(!sut.vehicle.isLoading)
            #expect(sut.vehicle.report?.ant == .answered(Self.car, .asked(at: UseCases.now)))
            #expect(sut.searchedPlate?.plate == Plate("PBX1234"))
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_showsTheANTsNoDataInline_whenThePortalHasNoData() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let (sut, errorHandler) = makeSUT(pages: pages, tracker: tracker)
            sut.text = "PBX1234"

            let search = Task { await sut.search() }
            await pages.waitForRequests(1)
            #expect(sut.vehicle.isLoading)
            pages.complete("PBX1234", with: .success(nil))
            await search.value

            #expect(sut.vehicle.report?.ant == .noData(.asked(at: UseCases.now)))
            #expect(sut.vehicle.failure == nil)
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_recordsTheSearchInTheHistory() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let store = InMemoryCarStore()
            let (sut, _) = makeSUT(pages: pages, store: store, tracker: tracker)
            pages.stub("PBX1234", with: Self.car)
            sut.text = "PBX1234"

            await sut.search()

            #expect(
                await store.storedHistory == [
                    .success(Plate("PBX1234"), car: Self.car, at: UseCases.now)
                ])
        }
    }

    @Test
    func search_showsTheSavedVehicle_whenThePortalIsUnreachable() async {
        await withLeakTrackingOnMainActor { tracker in
            let fetchedAt = UseCases.now.addingTimeInterval(-3_600)
            let pages = VehiclePageLoaderStub()
            let store = InMemoryCarStore(history: [
                .success(Plate("PBX1234"), car: Self.car, at: fetchedAt)
            ])
            let (sut, errorHandler) = makeSUT(pages: pages, store: store, tracker: tracker)
            pages.stub("PBX1234", failingWith: .unreachable)
            sut.text = "PBX1234"

            await sut.search()

            #expect(
                sut.vehicle.report?.ant
                    == .answered(
                        Self.car,
                        .saved(at: fetchedAt, standingInFor: LookupFailure(.ant, .unreachable))))
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func search_asksEverySource_evenWithEveryAnswerSaved() async {
        await withLeakTrackingOnMainActor { tracker in
            let fetchedAt = UseCases.now.addingTimeInterval(-60)
            let pages = VehiclePageLoaderStub()
            let fines = FinesLoaderStub()
            let registrations = RegistrationLoaderStub()
            let registration = DuesFactory.registration(plate: "PBX1234")
            let report = FinesFactory.report(plate: "PBX1234")
            pages.stub("PBX1234", with: Self.car)
            fines.stub("PBX1234", with: report)
            registrations.stub("PBX1234", with: .success(registration))
            let store = InMemoryCarStore(history: [
                .success(Plate("PBX1234"), car: Self.car, at: fetchedAt)
            ])
            let lookUp = UseCases.lookUp(
                pages: pages, fines: fines, registrations: registrations, vehicles: store,
                savedFines: InMemoryFinesStore(answers: [
                    SavedFines(report: report, fetchedAt: fetchedAt)
                ]),
                savedRegistrations: InMemoryRegistrationStore(answers: [
                    SavedRegistration(
                        plate: Plate("PBX1234"), registration: registration, fetchedAt: fetchedAt)
                ]))
            let sut = SearchScreen(
                lookUp: lookUp, favorites: store, tracker: tracker,
                sourceLocation: #_sourceLocation
            ).sut

            await sut.search(.complete("PBX1234"))

            let asked = AnswerOrigin.asked(at: UseCases.now)
            #expect(sut.vehicle.report?.ant.origin == asked)
            #expect(sut.vehicle.report?.fines.origin == asked)
            #expect(sut.vehicle.report?.sri.origin == asked)
            #expect(pages.requestedPlates == [Plate("PBX1234")])
            #expect(fines.requests.count == 1)
            #expect(registrations.requestedPlates == [Plate("PBX1234")])
        }
    }

    @Test
    func search_notifiesObservers_whenTheReportChanges() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, _) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBX1234", with: Self.car)
            sut.text = "PBX1234"
            let probe = ObservationProbe { sut.vehicle.report }

            await sut.search()

            #expect(probe.didChange)
        }
    }

    @Test
    func searchPlate_putsThePlateInTheFieldAndSearchesIt() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, _) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBX1234", with: Self.car)

            await sut.search(.complete("PBX1234"))

            #expect(sut.text == "PBX1234")
            #expect(sut.vehicle.report?.plate == .complete("PBX1234"))
            #expect(pages.requestedPlates == [Plate("PBX1234")])
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
