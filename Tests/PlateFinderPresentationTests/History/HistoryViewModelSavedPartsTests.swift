import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A plate opened from the history shows its saved report, read without a request — a
/// source with nothing saved says so — and is looked up only when nothing is saved.
@MainActor
struct HistoryViewModelSavedPartsTests {
    private static let fetchedAt = UseCases.now.addingTimeInterval(-86_400)
    private static let cached = SearchHistoryItem.success(
        Plate("PBX1234"), car: CarFactory.make(plate: "PBX1234"), at: fetchedAt)
    private static let failed = SearchHistoryItem.failure(
        Plate("PBX1234"), reason: .timedOut, at: fetchedAt)
    private static let registration = DuesFactory.registration(
        plate: "PBX1234", lastPaidYear: 2027)
    private static let fines = FinesFactory.report(plate: "PBX1234")
    private static let saved = AnswerOrigin.saved(at: fetchedAt, standingInFor: nil)

    @Test
    func open_showsTheSavedSRIAndFinesBesideTheSavedVehicle_withoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: true)
            let sut = makeSUT(env, tracker: tracker)

            await sut.open(Self.cached)

            #expect(sut.opener.report?.ant.origin == Self.saved)
            #expect(sut.opener.report?.sri == .answered(Self.registration, Self.saved))
            #expect(sut.opener.report?.facts.registration?.status == .paidUp(year: 2027))
            #expect(sut.opener.report?.fines == .answered(Self.fines, Self.saved))
            #expect(env.pages.requestedPlates.isEmpty)
            #expect(env.sri.requestedPlates.isEmpty)
            #expect(env.finesLoader.requests.isEmpty)
        }
    }

    /// The saved report is shown whole, as `history show` prints it: mixing a fresh part
    /// into a saved one would date the card's facts differently part by part.
    @Test
    func open_saysTheSRIAndTheFinesHaveNothingSaved_withoutARequest_whenOnlyTheVehicleIs()
        async
    {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: false)
            let sut = makeSUT(env, tracker: tracker)

            await sut.open(Self.cached)

            #expect(sut.opener.report?.ant.origin == Self.saved)
            #expect(sut.opener.report?.sri == .notSaved)
            #expect(sut.opener.report?.fines == .notSaved)
            #expect(env.pages.requestedPlates.isEmpty)
            #expect(env.sri.requestedPlates.isEmpty)
            #expect(env.finesLoader.requests.isEmpty)
        }
    }

    @Test
    func open_showsTheSavedSRIAndFines_andNothingSavedForTheVehicle_withoutARequest() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.failed], savedParts: true)
            let sut = makeSUT(env, tracker: tracker)

            await sut.open(Self.failed)

            #expect(sut.opener.report?.ant == .notSaved)
            #expect(sut.opener.report?.sri.origin == Self.saved)
            #expect(sut.opener.report?.fines.origin == Self.saved)
            #expect(env.pages.requestedPlates.isEmpty)
            #expect(env.sri.requestedPlates.isEmpty)
            #expect(env.finesLoader.requests.isEmpty)
        }
    }

    @Test
    func open_looksThePlateUp_whenNothingIsSaved() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.failed], savedParts: false)
            let sut = makeSUT(env, tracker: tracker)

            await sut.open(Self.failed)

            #expect(sut.opener.report?.ant.origin == .asked(at: UseCases.now))
            #expect(sut.opener.report?.sri.origin == .asked(at: UseCases.now))
            #expect(sut.opener.report?.fines.origin == .asked(at: UseCases.now))
            #expect(env.pages.requestedPlates == [Plate("PBX1234")])
            #expect(env.sri.requestedPlates == [Plate("PBX1234")])
        }
    }

    @Test
    func open_showsEveryPart_andInterrupts_whenASavedCopyCannotBeRead() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: true)
            let (sut, errorHandler) = makeSUT(
                env, registrationStore: UnreadableRegistrationStore(), tracker: tracker)

            await sut.open(Self.cached)

            #expect(sut.opener.report?.ant.answer != nil)
            #expect(sut.opener.report?.sri == .notSaved)
            #expect(sut.opener.report?.fines.answer != nil)
            #expect(sut.opener.failure == .interruption(.storage(.busy)))
            #expect(errorHandler.current == .storage(.busy))
        }
    }

    @Test
    func closeOpened_forgetsTheSavedParts() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Environment(history: [Self.cached], savedParts: true)
            let sut = makeSUT(env, tracker: tracker)
            await sut.open(Self.cached)

            sut.closeOpened()

            #expect(sut.opener.report == nil)
            #expect(sut.opener.plate == nil)
        }
    }

    // MARK: - Helpers

    /// The doubles behind the screen: loaders that answer for PBX1234 and record every
    /// request, and stores that hold its SRI and fines answers when asked to.
    @MainActor
    private struct Environment {
        let pages = VehiclePageLoaderStub()
        let sri = RegistrationLoaderStub()
        let finesLoader = FinesLoaderStub()
        let carStore: InMemoryCarStore
        let registrationStore: InMemoryRegistrationStore
        let finesStore: InMemoryFinesStore

        init(history: [SearchHistoryItem], savedParts: Bool) {
            typealias Suite = HistoryViewModelSavedPartsTests
            pages.stub("PBX1234", with: CarFactory.make(plate: "PBX1234"))
            sri.stub("PBX1234", with: .success(Suite.registration))
            finesLoader.stub("PBX1234", with: Suite.fines)
            carStore = InMemoryCarStore(history: history)
            registrationStore = InMemoryRegistrationStore(
                answers: savedParts
                    ? [
                        SavedRegistration(
                            plate: Plate("PBX1234"), registration: Suite.registration,
                            fetchedAt: Suite.fetchedAt)
                    ] : [])
            finesStore = InMemoryFinesStore(
                answers: savedParts
                    ? [SavedFines(report: Suite.fines, fetchedAt: Suite.fetchedAt)] : [])
        }
    }

    /// A registration store whose saved answers cannot be read or written.
    private struct UnreadableRegistrationStore: RegistrationStore {
        func saveRegistration(_ answer: SavedRegistration) async throws(StoreError) {
            throw .busy
        }

        func savedRegistration(for plate: Plate) async throws(StoreError) -> SavedRegistration? {
            throw .busy
        }
    }

    private func makeSUT(
        _ env: Environment, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> HistoryViewModel {
        makeSUT(
            env, registrationStore: env.registrationStore, tracker: tracker,
            sourceLocation: sourceLocation
        ).sut
    }

    private func makeSUT(
        _ env: Environment, registrationStore: any RegistrationStore, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: HistoryViewModel, errorHandler: ErrorHandler) {
        let lookUp = UseCases.lookUp(
            pages: env.pages, fines: env.finesLoader, registrations: env.sri,
            vehicles: env.carStore, savedFines: env.finesStore,
            savedRegistrations: registrationStore)
        let screen = HistoryScreen(
            lookUp: lookUp, store: env.carStore, tracker: tracker, sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
