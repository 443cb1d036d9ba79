import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines grid's batch source: it asks for the pending fines and keeps them where the
/// `fines` command and `due` read them.
struct FinesBatchSourceTests {
    private static let plate = Plate("ABC1234")
    private static let date = Date(timeIntervalSince1970: 1_796_000_000)

    @Test func fetch_asksThePendingFinesOnly() async throws {
        let (sut, loader, _) = makeSUT()
        let report = FinesFactory.report()
        loader.stub("ABC1234", with: .success(report))

        #expect(try await sut.fetch(.complete("ABC1234")) == report.pending)
        #expect(loader.requests == [.init(plate: Self.plate, statuses: [.pending])])
        #expect(sut.host == .ant)
    }

    @Test(arguments: [
        (CarInfoError.noDataFound, nil),
        (.timeout, SourceFailure.lookup(.timeout)),
        (.serverError(statusCode: 429), .hostBusy(.serverError(statusCode: 429), retryAfter: nil)),
        (.serverError(statusCode: 503), .hostBusy(.serverError(statusCode: 503), retryAfter: nil)),
        (.serverError(statusCode: 500), .lookup(.serverError(statusCode: 500))),
    ])
    func fetch_readsThePortalsFailures(error: CarInfoError, failure: SourceFailure?) async {
        let (sut, loader, _) = makeSUT()
        loader.stub("ABC1234", with: .failure(error))

        do {
            let answer = try await sut.fetch(.complete("ABC1234"))
            #expect(failure == nil && answer == nil)
        } catch {
            #expect(error == failure)
        }
    }

    @Test(arguments: [Duration.seconds(7), .seconds(600), nil])
    func fetch_passesOnThePortalsWait_whenTheLoaderSaysItIsBusy(wait: Duration?) async {
        let (sut, loader, _) = makeSUT()
        let busy = SourceFailure.hostBusy(.serverError(statusCode: 429), retryAfter: wait)
        loader.stub("ABC1234", failingFirstWith: [busy])

        await #expect(throws: busy) { try await sut.fetch(.complete("ABC1234")) }
    }

    @Test func save_keepsThePendingFines_whereTheFinesCommandReadsThem() async throws {
        let (sut, _, store) = makeSUT()
        let pending = FinesFactory.report().pending

        try await sut.save(SourceAnswer(pending, fetchedAt: Self.date), for: Self.plate)

        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.date)
        #expect(await store.messages == [.save(saved)])
        #expect(
            try await sut.savedAnswer(for: Self.plate)
                == SourceAnswer(pending, fetchedAt: Self.date))
    }

    @Test func save_keepsNothing_forNoData() async throws {
        let (sut, _, store) = makeSUT()

        try await sut.save(SourceAnswer(nil, fetchedAt: Self.date), for: Self.plate)

        #expect(await store.messages.isEmpty)
    }

    @Test func savedAnswer_isNone_whenTheSavedFinesDidNotAskThePendingOnes() async throws {
        let paidOnly = SavedFines(
            report: FinesFactory.report(statuses: [.paid]), fetchedAt: Self.date)
        let (sut, _, _) = makeSUT(saved: [paidOnly])

        #expect(try await sut.savedAnswer(for: Self.plate) == nil)
    }

    private func makeSUT(
        saved: [SavedFines] = []
    ) -> (sut: FinesBatchSource, loader: FinesLoaderStub, store: InMemoryFinesStore) {
        let loader = FinesLoaderStub()
        let store = InMemoryFinesStore(answers: saved)
        return (FinesBatchSource(loader: loader, store: store), loader, store)
    }
}
