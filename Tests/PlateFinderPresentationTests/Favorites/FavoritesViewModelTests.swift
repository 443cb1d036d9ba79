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
    func load_givesEachFavouritesSavedVehicleAndMostSeriousFinding_withoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, pages) = makeSavedVehicleSUT(tracker: tracker)

            await sut.load()

            let saved = sut.saved[Plate("PBX1234")]
            #expect(saved?.identity?.make == "TOYOTA")
            #expect(saved?.identity?.model == "AA COROLLA 1.6")
            #expect(saved?.identity?.year == "2009")
            #expect(saved?.mostSeriousFinding?.kind == .finesPending)
            #expect(saved?.mostSeriousFinding?.severity == .blocker)
            #expect(
                sut.saved[Plate("AB123C")] == FavoriteReport(plate: Plate("AB123C"), report: nil))
            #expect(pages.requestedPlates.isEmpty)
        }
    }

    @Test
    func load_keepsNoSavedReports_whenTheFavouritesCannotBeRead() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore(favorites: Self.favorites)
            let (sut, _) = makeSUT(store: store, tracker: tracker)
            await sut.load()
            await store.fail(with: .busy)

            await sut.load()

            #expect(sut.plates == .failed(.interruption(.storage(.busy))))
            #expect(sut.saved.isEmpty)
        }
    }

    @Test
    func open_showsTheSavedVehicleWithoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, pages) = makeSavedVehicleSUT(tracker: tracker)

            await sut.open(Plate("PBX1234"))

            #expect(sut.opener.plate == Plate("PBX1234"))
            #expect(
                sut.opener.report?.ant
                    == .answered(
                        CarFactory.make(plate: "PBX1234"),
                        .saved(at: UseCases.now, standingInFor: nil)))
            #expect(pages.requestedPlates.isEmpty)
        }
    }

    @Test
    func open_showsEverySavedPartWithoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let plate = Plate("PBX1234")
            let pages = VehiclePageLoaderStub()
            let sri = RegistrationLoaderStub()
            let finesLoader = FinesLoaderStub()
            let store = InMemoryCarStore(
                history: [
                    .success(plate, car: CarFactory.make(plate: "PBX1234"), at: UseCases.now)
                ], favorites: [plate])
            let lookUp = UseCases.lookUp(
                pages: pages, fines: finesLoader, registrations: sri, vehicles: store,
                savedFines: InMemoryFinesStore(answers: [
                    SavedFines(
                        report: FinesFactory.report(plate: "PBX1234"), fetchedAt: UseCases.now)
                ]),
                savedRegistrations: InMemoryRegistrationStore(answers: [
                    SavedRegistration(
                        plate: plate, registration: DuesFactory.registration(plate: "PBX1234"),
                        fetchedAt: UseCases.now)
                ]))
            let (sut, _) = makeSUT(lookUp: lookUp, store: store, tracker: tracker)

            await sut.open(plate)

            let saved = AnswerOrigin.saved(at: UseCases.now, standingInFor: nil)
            #expect(sut.opener.report?.sri.origin == saved)
            #expect(sut.opener.report?.fines.origin == saved)
            #expect(sut.opener.report?.facts.pendingFines.count == 1)
            #expect(pages.requestedPlates.isEmpty)
            #expect(sri.requestedPlates.isEmpty)
            #expect(finesLoader.requests.isEmpty)
        }
    }

    @Test
    func open_asksThroughLoading_whenNothingIsSaved() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let store = InMemoryCarStore(favorites: Self.favorites)
            let (sut, _) = makeSUT(
                lookUp: UseCases.lookUp(pages: pages, vehicles: store), store: store,
                tracker: tracker)
            let car = CarFactory.make(plate: "AB123C")
            #expect(sut.opener.report == nil)

            let open = Task { await sut.open(Plate("AB123C")) }
            await pages.waitForRequests(1)
            #expect(sut.opener.isLoading)
            #expect(sut.opener.report?.ant == .notAsked)
            pages.complete("AB123C", with: .success(car))
            await open.value

            #expect(!sut.opener.isLoading)
            #expect(sut.opener.report?.ant == .answered(car, .asked(at: UseCases.now)))
            sut.closeOpened()
            #expect(sut.opener.report == nil)
            #expect(sut.opener.plate == nil)
        }
    }

    @Test
    func open_reportsAnInterruptionWhoseRetryOpensAgain_whenThePortalIsOutOfReach() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            pages.stub("AB123C", failingWith: .timedOut)
            let store = InMemoryCarStore(favorites: Self.favorites)
            let (sut, errorHandler) = makeSUT(
                lookUp: UseCases.lookUp(pages: pages, vehicles: store), store: store,
                tracker: tracker)

            await sut.open(Plate("AB123C"))

            #expect(errorHandler.current == .lookup(LookupFailure(.ant, .timedOut)))

            pages.stub("AB123C", with: CarFactory.make(plate: "AB123C"))
            await errorHandler.retry()

            #expect(sut.opener.report?.ant.origin == .asked(at: UseCases.now))
            #expect(pages.requestedPlates == [Plate("AB123C"), Plate("AB123C")])
        }
    }

    @Test
    func open_showsAnIncompleteStoredPlateInline_withoutAsking() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let store = InMemoryCarStore(favorites: [Plate("AB12")])
            let (sut, errorHandler) = makeSUT(
                lookUp: UseCases.lookUp(pages: pages, vehicles: store), store: store,
                tracker: tracker)

            await sut.open(Plate("AB12"))

            #expect(sut.opener.failure == .plate(.invalidPlate(.partiallyValid)))
            #expect(errorHandler.current == nil)
            #expect(pages.requestedPlates.isEmpty)
        }
    }

    /// A list of `favorites` whose PBX1234 has a saved vehicle, and the pages it would ask.
    private func makeSavedVehicleSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FavoritesViewModel, pages: VehiclePageLoaderStub) {
        let car = CarFactory.make(plate: "PBX1234")
        let pages = VehiclePageLoaderStub()
        let store = InMemoryCarStore(
            history: [.success(Plate("PBX1234"), car: car, at: UseCases.now)],
            favorites: Self.favorites)
        let (sut, _) = makeSUT(
            lookUp: UseCases.lookUp(pages: pages, vehicles: store), store: store,
            tracker: tracker, sourceLocation: sourceLocation)
        return (sut, pages)
    }

    private func makeSUT(
        lookUp: LookUpVehicle? = nil, store: any CarStore & FavoritesStore,
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FavoritesViewModel, errorHandler: ErrorHandler) {
        let screen = FavoritesScreen(
            lookUp: lookUp ?? UseCases.lookUp(vehicles: store), store: store, tracker: tracker,
            sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
