import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ManageHistoryTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test
    func open_deliversCachedCarWithoutRequest_whenHistoryHoldsOne() async throws {
        let fetchedAt = Self.now.addingTimeInterval(-86_400)
        let car = CarFactory.make(plate: "PBX1234")
        let (sut, loader, _) = makeSUT(history: [
            .success(Plate("PBX1234"), car: car, at: fetchedAt)
        ])

        let result = try await sut.open(.complete("PBX1234"))

        #expect(
            result
                == CarSearchResult(
                    plate: .complete("PBX1234"), car: car, source: .cache(fetchedAt: fetchedAt)))
        #expect(loader.requestedPlates.isEmpty)
    }

    @Test
    func open_searchesAgain_whenHistoryHoldsOnlyAFailure() async throws {
        let car = CarFactory.make(plate: "PBX1234")
        let (sut, loader, _) = makeSUT(history: [
            .failure(Plate("PBX1234"), error: .timeout, at: Self.now)
        ])
        loader.stub("PBX1234", with: .success(car))

        let result = try await sut.open(.complete("PBX1234"))

        #expect(result.source == .portal(fetchedAt: Self.now))
        #expect(loader.requestedPlates == [Plate("PBX1234")])
    }

    @Test
    func removeAndClear_forwardToTheStore() async throws {
        let (sut, _, store) = makeSUT()

        try await sut.remove(Plate("pbx-1234"))
        try await sut.clear()

        #expect(await store.messages == [.delete(Plate("PBX1234")), .deleteAll])
    }

    @Test
    func load_deliversStoreError() async {
        let (sut, _, store) = makeSUT()
        await store.fail(with: .busy)

        await #expect(throws: StoreError.busy) { try await sut.load() }
    }

    private func makeSUT(
        history: [SearchHistoryItem] = []
    )
        -> (sut: ManageHistory, loader: CarInfoLoaderStub, store: InMemoryCarStore)
    {
        let loader = CarInfoLoaderStub()
        let store = InMemoryCarStore(history: history)
        let search = SearchCar(
            loader: loader, history: store, favorites: store, clock: InstantClock { Self.now })
        return (ManageHistory(history: store, search: search), loader, store)
    }
}
