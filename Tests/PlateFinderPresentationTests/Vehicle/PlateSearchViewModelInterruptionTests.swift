import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct PlateSearchViewModelInterruptionTests {
    @Test(arguments: [
        LookupFailureReason.unreachable, .httpStatus(503), .timedOut,
        .busy(statusCode: 429, retryAfter: .seconds(30)),
        .unexpectedAnswer(.otherPage(excerpt: "maintenance")),
    ])
    func search_reportsAnInterruptionWhoseRetrySearchesAgain_whenNothingIsSaved(
        reason: LookupFailureReason
    ) async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let pages = VehiclePageLoaderStub()
            let (sut, errorHandler) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBX1234", failingWith: reason)
            sut.text = "PBX1234"

            await sut.search()

            let failure = LookupFailure(.ant, reason)
            #expect(sut.vehicle.report?.ant == .failed(failure))
            #expect(errorHandler.current == .lookup(failure))
            #expect(errorHandler.canRetry)

            let car = CarFactory.make(plate: "PBX1234")
            pages.stub("PBX1234", with: car)
            await errorHandler.retry()

            #expect(errorHandler.current == nil)
            #expect(try #require(sut.vehicle.report).ant.answer == car)
            #expect(pages.requestedPlates == [Plate("PBX1234"), Plate("PBX1234")])
        }
    }

    @Test
    func search_reportsAStorageInterruptionWhoseRetryWorks_whenTheHistoryCannotBeWritten() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let store = InMemoryCarStore()
            let (sut, errorHandler) = makeSUT(pages: pages, store: store, tracker: tracker)
            let car = CarFactory.make(plate: "PBX1234")
            pages.stub("PBX1234", with: car)
            await store.refuseWrites(with: .busy)
            sut.text = "PBX1234"

            await sut.search()

            #expect(sut.vehicle.failure == .interruption(.storage(.busy)))
            #expect(sut.vehicle.report?.ant.answer == car)
            #expect(sut.favorite == .loaded(false))
            #expect(errorHandler.current == .storage(.busy))

            await store.refuseWrites(with: nil)
            await errorHandler.retry()

            #expect(sut.vehicle.failure == nil)
            #expect(sut.vehicle.report?.ant == .answered(car, .asked(at: UseCases.now)))
            #expect(await store.storedHistory.map(\.plate) == [Plate("PBX1234")])
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func retry_searchesTheFailedPlateAgain_afterTheTextChanged() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, errorHandler) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBX1234", failingWith: .timedOut)
            await sut.search(.complete("PBX1234"))
            sut.text = "ABC1234"

            pages.stub("PBX1234", with: CarFactory.make(plate: "PBX1234"))
            await errorHandler.retry()

            #expect(sut.text == "PBX1234")
            #expect(sut.vehicle.report?.plate == .complete("PBX1234"))
            #expect(pages.requestedPlates == [Plate("PBX1234"), Plate("PBX1234")])
        }
    }

    @Test
    func retry_keepsSayingTheOldPlateWasWrittenWithFourDigits() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, errorHandler) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBA0123", failingWith: .unreachable)
            sut.text = "pba 123"
            await sut.search()
            #expect(sut.wasWrittenWithFourDigits)

            pages.stub("PBA0123", with: CarFactory.make(plate: "PBA0123"))
            await errorHandler.retry()

            #expect(sut.text == "PBA0123")
            #expect(sut.vehicle.report?.ant.answer?.plate == "PBA0123")
            #expect(sut.wasWrittenWithFourDigits)
        }
    }

    @Test
    func dismiss_leavesTheFailureInItsPart_withoutSearchingAgain() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, errorHandler) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBX1234", failingWith: .timedOut)
            sut.text = "PBX1234"
            await sut.search()

            errorHandler.dismiss()

            #expect(errorHandler.current == nil)
            #expect(sut.vehicle.report?.ant == .failed(LookupFailure(.ant, .timedOut)))
            #expect(pages.requestedPlates == [Plate("PBX1234")])
        }
    }

    @Test
    func interruption_doesNotKeepTheViewModelAlive_whileItIsShown() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let (sut, errorHandler) = makeSUT(pages: pages, tracker: tracker)
            pages.stub("PBX1234", failingWith: .unreachable)
            sut.text = "PBX1234"

            await sut.search()

            #expect(errorHandler.current == .lookup(LookupFailure(.ant, .unreachable)))
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
