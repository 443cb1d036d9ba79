import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct LookUpFinesTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)
    private static let earlier = now - 86_400

    @Test func call_asksThePendingFines_thenSavesAndDeliversThem() async throws {
        let (sut, loader, store) = makeSUT()
        let report = FinesFactory.report()
        loader.stub("ABC1234", with: .success(report))

        let result = try await sut(.complete("abc-1234"))

        #expect(result == FinesLookupResult(report: report, source: .portal(fetchedAt: Self.now)))
        #expect(loader.requests == [.init(plate: Plate("ABC1234"), statuses: [.pending])])
        #expect(
            await store.messages == [.save(SavedFines(report: report, fetchedAt: Self.now))])
    }

    @Test func call_asksTheStatusesGiven() async throws {
        let (sut, loader, _) = makeSUT()
        let every = Set(FineStatus.allCases)
        loader.stub("ABC1234", with: .success(FinesFactory.report(statuses: every)))

        let result = try await sut(.complete("ABC1234"), statuses: every)

        #expect(loader.requests.map(\.statuses) == [every])
        #expect(result.report.lists.count == FineStatus.allCases.count)
    }

    @Test(arguments: [
        CarInfoError.networkError, .timeout, .serverError(statusCode: 500),
        .portalUnavailable("down"),
    ])
    func call_letsTheSavedAnswerStandIn_whenThePortalCannotBeAsked(
        error: CarInfoError
    ) async throws {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let (sut, loader, store) = makeSUT(saved: [saved])
        loader.stub("ABC1234", with: .failure(error))

        let result = try await sut(.complete("ABC1234"))

        #expect(result.report == saved.report)
        #expect(result.source == .cache(fetchedAt: Self.earlier))
        #expect(result.serviceFailure == error)
        #expect(await store.messages == [.saved(Plate("ABC1234"))])
    }

    @Test(arguments: [CarInfoError.parsingError("bad"), .noDataFound])
    func call_neverUsesTheSavedAnswer_againstThePortalsWord(error: CarInfoError) async {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let (sut, loader, store) = makeSUT(saved: [saved])
        loader.stub("ABC1234", with: .failure(error))

        await #expect(throws: CarSearchError.lookup(error)) { try await sut(.complete("ABC1234")) }
        #expect(await store.messages.isEmpty)
    }

    @Test func call_deliversTheFailure_withoutASavedAnswer() async {
        let (sut, loader, _) = makeSUT()
        loader.stub("ABC1234", with: .failure(.timeout))

        await #expect(throws: CarSearchError.lookup(.timeout)) {
            try await sut(.complete("ABC1234"))
        }
    }

    @Test func call_stillAnswers_whenTheStoreCanOnlyBeRead() async throws {
        let (sut, loader, store) = makeSUT()
        loader.stub("ABC1234", with: .success(FinesFactory.report()))
        await store.refuseWrites(with: .readOnly)

        let result = try await sut(.complete("ABC1234"))

        #expect(result.source == .portal(fetchedAt: Self.now))
    }

    @Test func call_reportsAStoreThatFails() async {
        let (sut, loader, store) = makeSUT()
        loader.stub("ABC1234", with: .success(FinesFactory.report()))
        await store.refuseWrites(with: .busy)

        await #expect(throws: CarSearchError.storage(.busy)) { try await sut(.complete("ABC1234")) }
    }

    @Test func savedAnswer_standsIn_withoutAskingThePortalAgain() async throws {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let (sut, loader, _) = makeSUT(saved: [saved])

        let result = try await sut.savedAnswer(for: .complete("ABC1234"), standingInFor: .timeout)

        #expect(
            result
                == FinesLookupResult(
                    report: saved.report, source: .cache(fetchedAt: Self.earlier),
                    serviceFailure: .timeout))
        #expect(loader.requests.isEmpty)
    }

    @Test(arguments: [
        (CarInfoError.timeout, [SavedFines]()),
        (.noDataFound, [SavedFines(report: FinesFactory.report(), fetchedAt: earlier)]),
    ])
    func savedAnswer_deliversTheFailure_whenNoSavedAnswerMayStandIn(
        failure: CarInfoError, saved: [SavedFines]
    ) async {
        let (sut, _, _) = makeSUT(saved: saved)

        await #expect(throws: CarSearchError.lookup(failure)) {
            try await sut.savedAnswer(for: .complete("ABC1234"), standingInFor: failure)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        saved: [SavedFines] = []
    ) -> (sut: LookUpFines, loader: FinesLoaderStub, store: InMemoryFinesStore) {
        let loader = FinesLoaderStub()
        let store = InMemoryFinesStore(answers: saved)
        let sut = LookUpFines(loader: loader, store: store, clock: InstantClock { Self.now })
        return (sut, loader, store)
    }
}
