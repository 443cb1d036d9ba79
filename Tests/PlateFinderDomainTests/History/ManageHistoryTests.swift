import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ManageHistoryTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test
    func load_deliversTheHistory_newestFirst() async throws {
        let newer = SearchHistoryItem.success(
            Plate("PBX1234"), car: CarFactory.make(), at: Self.now)
        let older = SearchHistoryItem.failure(
            Plate("ABC1234"), reason: .timedOut, at: Self.now - 60)
        let (sut, _) = makeSUT(history: [newer, older])

        #expect(try await sut.load().rows == [newer, older])
    }

    @Test
    func removeAndClear_forwardToTheStore() async throws {
        let (sut, store) = makeSUT()

        try await sut.remove(Plate("pbx-1234"))
        try await sut.clear()

        #expect(await store.messages == [.delete(Plate("PBX1234")), .deleteAll])
    }

    @Test
    func load_deliversStoreError() async {
        let (sut, store) = makeSUT()
        await store.fail(with: .busy)

        await #expect(throws: StoreError.busy) { try await sut.load() }
    }

    private func makeSUT(
        history: [SearchHistoryItem] = []
    ) -> (sut: ManageHistory, store: InMemoryCarStore) {
        let store = InMemoryCarStore(history: history)
        return (ManageHistory(history: store), store)
    }
}
