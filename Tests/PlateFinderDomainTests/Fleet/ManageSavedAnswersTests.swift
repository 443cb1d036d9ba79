import Foundation
import PlateFinderDomain
import Testing

/// Pruning counts ages back from now, so "older than a day" means fetched before this
/// time yesterday.
struct ManageSavedAnswersTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test(arguments: [(Duration.seconds(86_400), 86_400.0), (.zero, 0), (.seconds(90), 90)])
    func prune_removesWhatWasFetchedBefore_nowLessTheAge(
        age: Duration, seconds: Double
    ) async throws {
        let (sut, store) = makeSUT()

        try await sut.prune(olderThan: age)

        #expect(await store.cutoffs == [Self.now.addingTimeInterval(-seconds)])
    }

    @Test func list_deliversTheStoresEntries() async throws {
        let (sut, _) = makeSUT()

        #expect(try await sut.list().rows == SavedAnswerStoreSpy.entries)
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: ManageSavedAnswers, store: SavedAnswerStoreSpy) {
        let store = SavedAnswerStoreSpy()
        return (ManageSavedAnswers(store: store, clock: InstantClock { Self.now }), store)
    }
}

/// Records the cutoffs it was asked to prune at; lists one entry.
private actor SavedAnswerStoreSpy: SavedAnswerStore {
    static let entries = [
        SavedAnswerEntry(
            plate: Plate("PBX1234"), kind: .vehicle, fetchedAt: Date(timeIntervalSince1970: 1),
            isFavorite: false)
    ]

    private(set) var cutoffs: [Date] = []

    func savedAnswers() -> StoreListing<SavedAnswerEntry> { StoreListing(rows: Self.entries) }

    func pruneSavedAnswers(fetchedBefore date: Date) -> Int {
        cutoffs.append(date)
        return 0
    }
}
