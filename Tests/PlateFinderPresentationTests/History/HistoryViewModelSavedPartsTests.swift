import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A saved vehicle opened from the history shows the SRI's and the fines' saved answers
/// beside it, read without a request; a fresh search shows the ANT's answer only.
@MainActor
struct HistoryViewModelSavedPartsTests {
    private static let fetchedAt = UseCases.now.addingTimeInterval(-86_400)
    private static let cached = SearchHistoryItem.success(
        Plate("PBX1234"), car: CarFactory.make(plate: "PBX1234"), at: fetchedAt)
    private static let failed = SearchHistoryItem.failure(
        Plate("ABC1234"), error: .timeout, at: fetchedAt)
    private static let registration = DuesFactory.registration(
        plate: "PBX1234", lastPaidYear: 2027)
    private static let fines = FinesFactory.report(plate: "PBX1234")

    @Test
    func open_showsTheSavedSRIAndFinesBesideTheSavedVehicle_withoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: true)
            let sut = makeSUT(env, tracker: tracker)

            await sut.open(Self.cached)

            #expect(sut.opener.state.value?.source == .cache(fetchedAt: Self.fetchedAt))
            #expect(
                sut.opener.registration
                    == .loaded(
                        RegistrationLookupResult(
                            plate: .complete("PBX1234"), registration: Self.registration,
                            source: .cache(fetchedAt: Self.fetchedAt))))
            #expect(sut.opener.registrationStatus == .paidUp(year: 2027))
            #expect(
                sut.opener.fines
                    == .loaded(
                        FinesLookupResult(
                            report: Self.fines, source: .cache(fetchedAt: Self.fetchedAt))))
            #expect(env.car.requestedPlates.isEmpty)
            #expect(env.sri.requestedPlates.isEmpty)
            #expect(env.finesLoader.requests.isEmpty)
        }
    }

    @Test
    func open_leavesThePartsIdle_whenNoneIsSaved() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: false)
            let sut = makeSUT(env, tracker: tracker)

            await sut.open(Self.cached)

            #expect(sut.opener.state.value != nil)
            #expect(sut.opener.registration == .idle)
            #expect(sut.opener.registrationStatus == .unknown)
            #expect(sut.opener.fines == .idle)
            #expect(await env.registrationStore.messages == [.saved(Plate("PBX1234"))])
            #expect(await env.finesStore.messages == [.saved(Plate("PBX1234"))])
        }
    }

    @Test
    func open_showsTheANTsAnswerOnly_whenItSearches() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.failed], savedParts: true)
            let sut = makeSUT(env, tracker: tracker)
            env.car.stub("ABC1234", with: .success(CarFactory.make(plate: "ABC1234")))

            await sut.open(Self.failed)

            #expect(sut.opener.state.value?.source == .portal(fetchedAt: UseCases.now))
            #expect(sut.opener.registration == .idle)
            #expect(sut.opener.fines == .idle)
            #expect(await env.registrationStore.messages.isEmpty)
            #expect(await env.finesStore.messages.isEmpty)
        }
    }

    @Test
    func open_keepsTheVehicle_andSaysInThePartWhyItsSavedCopyCouldNotBeRead() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: true)
            let sut = makeSUT(
                env, registrationStore: UnreadableRegistrationStore(), tracker: tracker)

            await sut.open(Self.cached)

            #expect(sut.opener.state.value != nil)
            #expect(sut.opener.registration == .failed(.interruption(.storage(.busy))))
            #expect(sut.opener.fines.value != nil)
        }
    }

    @Test
    func closeOpened_forgetsTheSavedParts() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: true)
            let sut = makeSUT(env, tracker: tracker)
            await sut.open(Self.cached)

            sut.closeOpened()

            #expect(sut.opener.registration == .idle)
            #expect(sut.opener.fines == .idle)
        }
    }

    // MARK: - Helpers

    /// The doubles behind the screen: loaders that record every request, and stores that
    /// hold the saved parts of PBX1234 when asked to.
    @MainActor
    private struct Environment {
        let car = CarInfoLoaderStub()
        let sri = RegistrationLoaderStub()
        let finesLoader = FinesLoaderStub()
        let carStore: InMemoryCarStore
        let registrationStore: InMemoryRegistrationStore
        let finesStore: InMemoryFinesStore

        init(history: [SearchHistoryItem], savedParts: Bool) {
            carStore = InMemoryCarStore(history: history)
            registrationStore = InMemoryRegistrationStore(
                answers: savedParts
                    ? [
                        SavedRegistration(
                            plate: Plate("PBX1234"),
                            registration: HistoryViewModelSavedPartsTests.registration,
                            fetchedAt: HistoryViewModelSavedPartsTests.fetchedAt)
                    ] : [])
            finesStore = InMemoryFinesStore(
                answers: savedParts
                    ? [
                        SavedFines(
                            report: HistoryViewModelSavedPartsTests.fines,
                            fetchedAt: HistoryViewModelSavedPartsTests.fetchedAt)
                    ] : [])
        }
    }

    /// A registration store whose saved answers cannot be read.
    private struct UnreadableRegistrationStore: RegistrationStore {
        func saveRegistration(_ answer: SavedRegistration) async throws(StoreError) {
            throw .busy
        }

        func savedRegistration(for plate: Plate) async throws(StoreError) -> SavedRegistration? {
            throw .busy
        }
    }

    private func makeSUT(
        _ env: Environment, registrationStore: (any RegistrationStore)? = nil,
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> HistoryViewModel {
        let clock = InstantClock { UseCases.now }
        let saved = SavedReportParts(
            registration: LookUpRegistration(
                loader: env.sri, store: registrationStore ?? env.registrationStore, clock: clock),
            fines: LookUpFines(loader: env.finesLoader, store: env.finesStore, clock: clock),
            clock: DayClock(timeZone: .gmt, instants: clock))
        return HistoryScreen(
            loader: env.car, store: env.carStore, tracker: tracker, saved: saved,
            sourceLocation: sourceLocation
        ).sut
    }
}
