import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A report's parts land one by one as their sources answer, and only the latest lookup's.
@MainActor
struct VehicleReportViewModelProgressTests {
    private static let plate = LookupPlate.complete("PBX1234")
    private static let car = CarFactory.make(plate: "PBX1234")
    private static let registration = DuesFactory.registration(plate: "PBX1234")
    private static let fines = FinesFactory.report(plate: "PBX1234")

    @Test
    func load_showsTheSRIsPart_whileTheANTIsStillAsked() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let pages = ControllableVehiclePageLoader()
            let (sut, _) = makeSUT(pages: pages, tracker: tracker)
            #expect(sut.report == nil)
            #expect(sut.asking.isEmpty)

            let load = Task { await sut.load(Self.plate) {} }
            await pages.waitForRequests(1)
            try await waitOnMainActor { sut.report?.sri.isAnswered == true }

            #expect(sut.plate == Plate("PBX1234"))
            #expect(sut.asking == [.ant, .fines])
            #expect(sut.isLoading)
            #expect(sut.report?.sri == .answered(Self.registration, .asked(at: UseCases.now)))
            #expect(sut.report?.ant == .notAsked)
            #expect(sut.report?.facts.registration?.amountOwed == Self.registration.dues.total)

            pages.complete("PBX1234", with: .success(Self.car))
            #expect(await load.value)

            #expect(sut.asking.isEmpty)
            #expect(!sut.isLoading)
            #expect(sut.report?.ant == .answered(Self.car, .asked(at: UseCases.now)))
            #expect(sut.report?.fines == .answered(Self.fines, .asked(at: UseCases.now)))
            #expect(sut.failure == nil)
        }
    }

    @Test
    func load_landsTheVehicle_whileItsFinesAreStillRead() async {
        await withLeakTrackingOnMainActor { tracker in
            let fines = ControllableFinesLoader()
            let (sut, _) = makeSUT(fines: fines, tracker: tracker)

            let load = Task { await sut.load(Self.plate) {} }
            await fines.waitForRequests(1)

            #expect(sut.report?.ant == .answered(Self.car, .asked(at: UseCases.now)))
            #expect(sut.report?.fines == .notAsked)
            #expect(sut.asking.contains(.fines))
            #expect(!sut.asking.contains(.ant))

            fines.complete("PBX1234", with: .success(Self.fines))
            #expect(await load.value)

            #expect(sut.report?.fines.answer == Self.fines)
            #expect(sut.asking.isEmpty)
        }
    }

    @Test
    func load_showsTheSRIsPart_whenTheANTFails() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            pages.stub("PBX1234", failingWith: .unreachable)
            let fines = FinesLoaderStub()
            let (sut, _) = makeSUT(pages: pages, fines: fines, tracker: tracker)

            await sut.load(Self.plate) {}

            #expect(sut.report?.ant == .failed(LookupFailure(.ant, .unreachable)))
            #expect(sut.report?.sri == .answered(Self.registration, .asked(at: UseCases.now)))
            #expect(sut.report?.facts.identity?.source == .sri)
            #expect(sut.report?.fines == .failed(LookupFailure(.ant, .unreachable)))
            #expect(fines.requests.isEmpty)
            #expect(sut.asking.isEmpty)
        }
    }

    @Test
    func load_dropsTheOlderLookupsParts_whenANewerLoadStarts() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let (sut, _) = makeSUT(pages: pages, tracker: tracker)
            let newer = CarFactory.make(plate: "ABC1234")

            let first = Task { await sut.load(Self.plate) {} }
            await pages.waitForRequests(1)
            let second = Task { await sut.load(.complete("ABC1234")) {} }
            await pages.waitForRequests(2)
            pages.complete("PBX1234", with: .success(Self.car))
            #expect(await first.value == false)

            #expect(sut.plate == Plate("ABC1234"))
            #expect(sut.report?.plate == .complete("ABC1234"))
            #expect(sut.report?.ant == .notAsked)
            #expect(sut.report?.sri.answer?.record.plate != Plate("PBX1234"))
            #expect(sut.asking.contains(.ant))

            pages.complete("ABC1234", with: .success(newer))
            #expect(await second.value)

            #expect(sut.report?.ant.answer == newer)
            #expect(sut.report?.sri.answer?.record.plate == Plate("ABC1234"))
        }
    }

    @Test
    func load_dropsAnAnswer_thatFinishesAfterANewerLoadStarted() async {
        await withLeakTrackingOnMainActor { tracker in
            // The page answers at once and the history's writes are held, so the older
            // lookup is past its last cancellation check when the newer one starts: only
            // the generation check can stop its parts.
            let pages = VehiclePageLoaderStub()
            pages.stub("PBX1234", with: Self.car)
            pages.stub("ABC1234", with: CarFactory.make(plate: "ABC1234"))
            let store = ControllableCarStore(holding: [.insert])
            let (sut, _) = makeSUT(pages: pages, vehicles: store, tracker: tracker)

            let first = Task { await sut.load(Self.plate) {} }
            await store.waitForHeldCalls(1)
            let second = Task { await sut.load(.complete("ABC1234")) {} }
            await store.waitForHeldCalls(2)
            store.release(.insert(Plate("ABC1234")))
            #expect(await second.value)
            store.release(.insert(Plate("PBX1234")))
            #expect(await first.value == false)

            #expect(sut.plate == Plate("ABC1234"))
            #expect(sut.report?.ant.answer?.plate == "ABC1234")
            #expect(sut.report?.fines.answer?.plate == Plate("ABC1234"))
        }
    }

    @Test
    func cancel_dropsTheLookupInFlight_andShowsNothing() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = ControllableVehiclePageLoader()
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(pages: pages, vehicles: store, tracker: tracker)
            let load = Task { await sut.load(Self.plate) {} }
            await pages.waitForRequests(1)

            sut.cancel()
            pages.complete("PBX1234", with: .success(Self.car))

            #expect(await load.value == false)
            #expect(sut.plate == nil)
            #expect(sut.report == nil)
            #expect(sut.asking.isEmpty)
            #expect(sut.failure == nil)
            #expect(errorHandler.current == nil)
            #expect(await store.messages.isEmpty)
        }
    }

    @Test
    func load_notifiesObservers_asEachPartLands() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, _) = makeSUT(tracker: tracker)
            let probe = ObservationProbe { sut.report }

            await sut.load(Self.plate) {}

            #expect(probe.didChange)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        pages: any VehiclePageLoader = Self.answeringPages(), fines: (any FinesLoader)? = nil,
        vehicles: any CarStore = InMemoryCarStore(), tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: VehicleReportViewModel, errorHandler: ErrorHandler) {
        let registrations = RegistrationLoaderStub()
        let scriptedFines = FinesLoaderStub()
        for plate in ["PBX1234", "ABC1234"] {
            registrations.stub(plate, with: .success(DuesFactory.registration(plate: plate)))
            scriptedFines.stub(plate, with: FinesFactory.report(plate: plate))
        }
        let errorHandler = ErrorHandler()
        let sut = VehicleReportViewModel(
            lookUp: UseCases.lookUp(
                pages: pages, fines: fines ?? scriptedFines, registrations: registrations,
                vehicles: vehicles),
            options: LookupOptions(), errorHandler: errorHandler, clock: UseCases.clock)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return (sut, errorHandler)
    }

    private static func answeringPages() -> VehiclePageLoaderStub {
        let pages = VehiclePageLoaderStub()
        pages.stub("PBX1234", with: car)
        return pages
    }
}
