import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A favourite opened from its saved copy shows the SRI's and the fines' saved answers too.
@MainActor
struct FavoritesViewModelSavedPartsTests {
    @Test
    func open_showsTheSavedSRIAndFinesBesideTheSavedVehicle_withoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let plate = Plate("PBX1234")
            let loader = CarInfoLoaderStub()
            let sri = RegistrationLoaderStub()
            let finesLoader = FinesLoaderStub()
            let clock = InstantClock { UseCases.now }
            let saved = SavedReportParts(
                registration: LookUpRegistration(
                    loader: sri,
                    store: InMemoryRegistrationStore(answers: [
                        SavedRegistration(
                            plate: plate,
                            registration: DuesFactory.registration(plate: "PBX1234"),
                            fetchedAt: UseCases.now)
                    ]), clock: clock),
                fines: LookUpFines(
                    loader: finesLoader,
                    store: InMemoryFinesStore(answers: [
                        SavedFines(
                            report: FinesFactory.report(plate: "PBX1234"),
                            fetchedAt: UseCases.now)
                    ]), clock: clock),
                clock: DayClock(timeZone: .gmt, instants: clock))
            let store = InMemoryCarStore(
                history: [
                    .success(plate, car: CarFactory.make(plate: "PBX1234"), at: UseCases.now)
                ], favorites: [plate])
            let sut = FavoritesScreen(
                loader: loader, store: store, tracker: tracker, saved: saved,
                sourceLocation: #_sourceLocation
            ).sut

            await sut.open(plate)

            #expect(sut.opener.registration.value?.source == .cache(fetchedAt: UseCases.now))
            #expect(sut.opener.fines.value?.report.pending?.fines.count == 1)
            #expect(loader.requestedPlates.isEmpty)
            #expect(sri.requestedPlates.isEmpty)
            #expect(finesLoader.requests.isEmpty)
        }
    }
}
