import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct SearchCarTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test
    func search_deliversPortalCarAndRecordsIt_onSuccess() async throws {
        let (sut, loader, store) = makeSUT()
        let car = CarFactory.make(plate: "PBX1234")
        loader.stub("PBX1234", with: .success(car))

        let result = try await sut.search(.complete("pbx-1234"))

        #expect(
            result
                == CarSearchResult(
                    plate: .complete("PBX1234"), car: car, source: .portal(fetchedAt: Self.now)))
        #expect(loader.requestedPlates == [Plate("PBX1234")])
        #expect(
            await store.messages == [
                .insert(.success(Plate("PBX1234"), car: car, at: Self.now)),
                .isFavorite(Plate("PBX1234")),
            ])
    }

    @Test(arguments: [true, false])
    func search_tellsWhetherThePlateIsAFavorite(isFavorite: Bool) async throws {
        let (sut, loader, _) = makeSUT(favorites: isFavorite ? [Plate("PBX1234")] : [])
        loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))

        let result = try await sut.search(.complete("PBX1234"))

        #expect(result.isFavorite == isFavorite)
    }

    @Test
    func search_tellsWhetherThePlateIsAFavorite_whenTheSavedCopyStandsIn() async throws {
        let car = CarFactory.make(plate: "PBX1234")
        let (sut, loader, _) = makeSUT(
            history: [.success(Plate("PBX1234"), car: car, at: Self.now)],
            favorites: [Plate("PBX1234")])
        loader.stub("PBX1234", with: .failure(.timeout))

        let result = try await sut.search(.complete("PBX1234"))

        #expect(result.isFavorite)
    }

    @Test(arguments: [CarInfoError.noDataFound, .parsingError("odd page")])
    func search_recordsFailureAndDeliversIt_evenWithACachedCar(error: CarInfoError) async {
        let cached = SearchHistoryItem.success(
            Plate("PBX1234"), car: CarFactory.make(), at: Self.now.addingTimeInterval(-60))
        let (sut, loader, store) = makeSUT(history: [cached])
        loader.stub("PBX1234", with: .failure(error))

        await #expect(throws: CarSearchError.lookup(error)) {
            try await sut.search(.complete("PBX1234"))
        }
        #expect(await store.storedHistory.first?.lastFailure == error)
    }

    @Test(arguments: [
        CarInfoError.networkError, .serverError(statusCode: 503), .timeout,
        .portalUnavailable("maintenance page"),
    ])
    func search_fallsBackToCachedCar_whenPortalCannotAnswer(error: CarInfoError) async throws {
        let fetchedAt = Self.now.addingTimeInterval(-3_600)
        let car = CarFactory.make(plate: "PBX1234")
        let (sut, loader, store) = makeSUT(history: [
            .success(Plate("PBX1234"), car: car, at: fetchedAt)
        ])
        loader.stub("PBX1234", with: .failure(error))

        let result = try await sut.search(.complete("PBX1234"))

        #expect(result.car == car)
        #expect(result.source == .cache(fetchedAt: fetchedAt))
        #expect(result.portalFailure == error)
        let item = try #require(await store.storedHistory.first)
        #expect(item.searchDate == Self.now)
        #expect(item.car == car)
    }

    @Test
    func search_deliversLookupError_whenPortalCannotAnswerAndNothingIsCached() async {
        let (sut, loader, store) = makeSUT()
        loader.stub("PBX1234", with: .failure(.timeout))

        await #expect(throws: CarSearchError.lookup(.timeout)) {
            try await sut.search(.complete("PBX1234"))
        }
        #expect(
            await store.storedHistory == [.failure(Plate("PBX1234"), error: .timeout, at: Self.now)]
        )
    }

    @Test(arguments: [StoreError.busy, .failure("disk I/O error")])
    func search_deliversStorageError_whenHistoryFailsToRecord(error: StoreError) async {
        let (sut, loader, store) = makeSUT()
        loader.stub("PBX1234", with: .success(CarFactory.make()))
        await store.refuseWrites(with: error)

        await #expect(throws: CarSearchError.storage(error)) {
            try await sut.search(.complete("PBX1234"))
        }
    }

    @Test
    func search_deliversPortalCarSayingItWasNotRecorded_whenHistoryIsReadOnly() async throws {
        let (sut, loader, store) = makeSUT()
        let car = CarFactory.make(plate: "PBX1234")
        loader.stub("PBX1234", with: .success(car))
        await store.refuseWrites(with: .readOnly)

        let result = try await sut.search(.complete("PBX1234"))

        #expect(
            result
                == CarSearchResult(
                    plate: .complete("PBX1234"), car: car, source: .portal(fetchedAt: Self.now),
                    recordingFailure: .readOnly))
        #expect(await store.storedHistory.isEmpty)
    }

    @Test
    func search_fallsBackToCachedCar_whenPortalCannotAnswerAndHistoryIsReadOnly() async throws {
        let fetchedAt = Self.now.addingTimeInterval(-3_600)
        let car = CarFactory.make(plate: "PBX1234")
        let saved = SearchHistoryItem.success(Plate("PBX1234"), car: car, at: fetchedAt)
        let (sut, loader, store) = makeSUT(history: [saved])
        loader.stub("PBX1234", with: .failure(.networkError))
        await store.refuseWrites(with: .readOnly)

        let result = try await sut.search(.complete("PBX1234"))

        #expect(
            result
                == CarSearchResult(
                    plate: .complete("PBX1234"), car: car, source: .cache(fetchedAt: fetchedAt),
                    portalFailure: .networkError))
        #expect(await store.storedHistory == [saved])
    }

    @Test
    func search_recordsNothing_whenCancelled() async {
        let (sut, loader, store) = makeSUT()
        loader.stub("PBX1234", with: .success(CarFactory.make()))

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.search(.complete("PBX1234"))
        }
        await #expect(throws: CarSearchError.cancelled) { try await task.value }
        #expect(await store.messages.isEmpty)
    }

    private func makeSUT(
        history: [SearchHistoryItem] = [], favorites: [Plate] = []
    )
        -> (sut: SearchCar, loader: CarInfoLoaderStub, store: InMemoryCarStore)
    {
        let loader = CarInfoLoaderStub()
        let store = InMemoryCarStore(history: history, favorites: favorites)
        let sut = SearchCar(
            loader: loader, history: store, favorites: store, clock: InstantClock { Self.now })
        return (sut, loader, store)
    }
}
