import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// What a report's failures interrupt: the vehicle's own source out of reach with nothing
/// saved, or a store that cannot be used; every other failure stays in its part.
@MainActor
struct VehicleReportViewModelFailureTests {
    private static let plate = LookupPlate.complete("PBX1234")
    private static let car = CarFactory.make(plate: "PBX1234")

    @Test(arguments: [
        LookupFailureReason.unreachable, .timedOut, .busy(statusCode: 503, retryAfter: nil),
        .httpStatus(500), .unexpectedAnswer(.emptyPage),
    ])
    func load_reportsTheANTsFailureWithItsRetry_whenNothingIsSaved(
        reason: LookupFailureReason
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", failingWith: reason)
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)
            let retries = ActionSpy()

            await sut.load(Self.plate) { retries.record("retry") }

            #expect(sut.report?.ant == .failed(LookupFailure(.ant, reason)))
            #expect(errorHandler.current == .lookup(LookupFailure(.ant, reason)))
            #expect(sut.failure == nil)
            await errorHandler.retry()
            #expect(retries.names == ["retry"])
        }
    }

    @Test
    func retry_looksThePlateUpAgain() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", failingWith: .timedOut)
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)
            await sut.load(Self.plate) { [weak sut] in
                await sut?.load(Self.plate) {}
            }

            env.pages.stub("PBX1234", with: Self.car)
            await errorHandler.retry()

            #expect(sut.report?.ant == .answered(Self.car, .asked(at: UseCases.now)))
            #expect(errorHandler.current == nil)
            #expect(env.pages.requestedPlates == [Plate("PBX1234"), Plate("PBX1234")])
        }
    }

    @Test
    func load_reportsNothing_whenASavedCopyStandsInForTheANT() async {
        await withLeakTrackingOnMainActor { tracker in
            let fetchedAt = UseCases.now.addingTimeInterval(-3_600)
            let env = Sources(history: [.success(Plate("PBX1234"), car: Self.car, at: fetchedAt)])
            env.pages.stub("PBX1234", failingWith: .unreachable)
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)

            await sut.load(Self.plate) {}

            let failure = LookupFailure(.ant, .unreachable)
            #expect(
                sut.report?.ant
                    == .answered(Self.car, .saved(at: fetchedAt, standingInFor: failure)))
            #expect(errorHandler.current == nil)
            #expect(sut.failure == nil)
        }
    }

    @Test(arguments: [
        UnreadableAnswer.page(.tableWithoutPlate), .page(.otherPlate("ABC1234")),
    ])
    func load_leavesAnANTAnswerNotUnderstoodInItsPart_withoutInterrupting(
        why: UnreadableAnswer
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", failingWith: .notUnderstood(why))
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)

            await sut.load(Self.plate) {}

            #expect(sut.report?.ant == .failed(LookupFailure(.ant, .notUnderstood(why))))
            #expect(errorHandler.current == nil)
            #expect(sut.failure == nil)
        }
    }

    @Test
    func load_showsTheANTsNoDataInItsPart() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", with: .success(nil))
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)

            await sut.load(Self.plate) {}

            #expect(sut.report?.ant == .noData(.asked(at: UseCases.now)))
            #expect(sut.report?.fines == .noData(.asked(at: UseCases.now)))
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func load_keepsTheFinesFailureInItsPart_withoutInterrupting() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", with: Self.car)
            env.fines.stub("PBX1234", failingWith: .unreachable)
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)

            await sut.load(Self.plate) {}

            #expect(sut.report?.fines == .failed(LookupFailure(.fines, .unreachable)))
            #expect(sut.report?.ant.answer == Self.car)
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func load_reportsTheSRIsFailure_whenItIsTheOnlySourceAsked() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.registrations.stub("PBX1234", failingWith: .busy(statusCode: 429, retryAfter: nil))
            let (sut, errorHandler) = makeSUT(
                env, options: LookupOptions(sources: [.sri]), tracker: tracker)

            await sut.load(Self.plate) {}

            let failure = LookupFailure(.sri, .busy(statusCode: 429, retryAfter: nil))
            #expect(sut.report?.sri == .failed(failure))
            #expect(errorHandler.current == .lookup(failure))
        }
    }

    @Test
    func load_reportsAnUnusableStoreAsAnInterruption_andStillShowsTheReport() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", with: Self.car)
            await env.vehicles.refuseWrites(with: .busy)
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)
            let retries = ActionSpy()

            await sut.load(Self.plate) { retries.record("retry") }

            #expect(sut.failure == .interruption(.storage(.busy)))
            #expect(errorHandler.current == .storage(.busy))
            #expect(sut.report?.ant.answer == Self.car)
            #expect(sut.report?.storeFailures == [.ant: .busy])
            await errorHandler.retry()
            #expect(retries.names == ["retry"])
        }
    }

    @Test
    func load_interruptsNothing_whenTheStoreCanOnlyBeRead() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", with: Self.car)
            await env.vehicles.refuseWrites(with: .readOnly)
            let (sut, errorHandler) = makeSUT(env, tracker: tracker)

            await sut.load(Self.plate) {}

            #expect(sut.failure == nil)
            #expect(errorHandler.current == nil)
            #expect(sut.report?.storeFailures == [.ant: .readOnly])
        }
    }

    @Test
    func load_forgetsTheEarlierFailure() async {
        await withLeakTrackingOnMainActor { tracker in
            let env = Sources()
            env.pages.stub("PBX1234", with: Self.car)
            await env.vehicles.refuseWrites(with: .busy)
            let (sut, _) = makeSUT(env, tracker: tracker)
            await sut.load(Self.plate) {}

            await env.vehicles.refuseWrites(with: nil)
            await sut.load(Self.plate) {}

            #expect(sut.failure == nil)
            #expect(sut.report?.storeFailures.isEmpty == true)
        }
    }

    // MARK: - Helpers

    /// The loaders and the history behind the lookup; the SRI answers and the fines are
    /// read for PBX1234 unless a test says otherwise.
    private struct Sources {
        let pages = VehiclePageLoaderStub()
        let fines = FinesLoaderStub()
        let registrations = RegistrationLoaderStub()
        let vehicles: InMemoryCarStore

        init(history: [SearchHistoryItem] = []) {
            vehicles = InMemoryCarStore(history: history)
            registrations.stub(
                "PBX1234", with: .success(DuesFactory.registration(plate: "PBX1234")))
            fines.stub("PBX1234", with: FinesFactory.report(plate: "PBX1234"))
        }
    }

    private func makeSUT(
        _ env: Sources, options: LookupOptions = LookupOptions(), tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: VehicleReportViewModel, errorHandler: ErrorHandler) {
        let errorHandler = ErrorHandler()
        let sut = VehicleReportViewModel(
            lookUp: UseCases.lookUp(
                pages: env.pages, fines: env.fines, registrations: env.registrations,
                vehicles: env.vehicles),
            options: options, errorHandler: errorHandler, clock: UseCases.clock)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return (sut, errorHandler)
    }
}
