import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct LookUpRegistrationTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)
    private static let earlier = now - 86_400

    @Test func call_savesAndDeliversTheSRIsAnswer() async throws {
        let (sut, loader, store) = makeSUT()
        let answer = DuesFactory.registration()
        loader.stub("PCQ5129", with: .success(answer))

        let result = try await sut(.complete("pcq-5129"))

        #expect(
            result
                == .init(
                    plate: .complete("PCQ5129"), registration: answer,
                    source: .portal(fetchedAt: Self.now)))
        #expect(
            await store.messages == [
                .save(
                    SavedRegistration(
                        plate: Plate("PCQ5129"), registration: answer, fetchedAt: Self.now))
            ])
    }

    @Test func call_savesAndDelivers_thatTheSRIHasNoSuchVehicle() async throws {
        let (sut, loader, store) = makeSUT()
        loader.stub("PCQ5129", with: .success(nil))

        let result = try await sut(.complete("PCQ5129"))

        #expect(result.registration == nil)
        #expect(await store.messages.count == 1)
    }

    @Test(arguments: [
        CarInfoError.networkError, .timeout, .serverError(statusCode: 500),
        .portalUnavailable("down"),
    ])
    func call_letsTheSavedAnswerStandIn_whenTheSRICannotBeAsked(error: CarInfoError) async throws {
        let saved = SavedRegistration(
            plate: Plate("PCQ5129"), registration: DuesFactory.registration(),
            fetchedAt: Self.earlier)
        let (sut, loader, _) = makeSUT(saved: [saved])
        loader.stub("PCQ5129", with: .failure(error))

        let result = try await sut(.complete("PCQ5129"))

        #expect(result.registration == saved.registration)
        #expect(result.source == .cache(fetchedAt: Self.earlier))
        #expect(result.serviceFailure == error)
    }

    @Test(arguments: [CarInfoError.parsingError("bad"), .noDataFound])
    func call_neverUsesTheSavedAnswer_againstTheSRIsWord(error: CarInfoError) async {
        let saved = SavedRegistration(
            plate: Plate("PCQ5129"), registration: DuesFactory.registration(),
            fetchedAt: Self.earlier)
        let (sut, loader, _) = makeSUT(saved: [saved])
        loader.stub("PCQ5129", with: .failure(error))

        await #expect(throws: CarSearchError.lookup(error)) { try await sut(.complete("PCQ5129")) }
    }

    @Test func call_deliversTheFailure_withoutASavedAnswer() async {
        let (sut, loader, _) = makeSUT()
        loader.stub("PCQ5129", with: .failure(.timeout))

        await #expect(throws: CarSearchError.lookup(.timeout)) {
            try await sut(.complete("PCQ5129"))
        }
    }

    @Test func call_stillAnswers_whenTheStoreCanOnlyBeRead() async throws {
        let (sut, loader, store) = makeSUT()
        loader.stub("PCQ5129", with: .success(DuesFactory.registration()))
        await store.refuseWrites(with: .readOnly)

        let result = try await sut(.complete("PCQ5129"))

        #expect(result.source == .portal(fetchedAt: Self.now))
    }

    @Test func call_reportsAStoreThatFails() async {
        let (sut, loader, store) = makeSUT()
        loader.stub("PCQ5129", with: .success(DuesFactory.registration()))
        await store.refuseWrites(with: .busy)

        await #expect(throws: CarSearchError.storage(.busy)) { try await sut(.complete("PCQ5129")) }
    }

    // MARK: - Helpers

    private func makeSUT(
        saved: [SavedRegistration] = []
    ) -> (sut: LookUpRegistration, loader: RegistrationLoaderStub, store: InMemoryRegistrationStore)
    {
        let loader = RegistrationLoaderStub()
        let store = InMemoryRegistrationStore(answers: saved)
        return (
            LookUpRegistration(loader: loader, store: store, clock: InstantClock { Self.now }),
            loader, store
        )
    }
}
