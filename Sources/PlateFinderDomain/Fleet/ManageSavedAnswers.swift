import Foundation

/// What a person does with the saved answers: list them, and prune the old ones.
public struct ManageSavedAnswers: Sendable {
    private let store: any SavedAnswerStore
    private let clock: InstantClock

    /// Saved-answer use cases over `store`, ages counted up to the instant `clock` tells.
    public init(store: any SavedAnswerStore, clock: InstantClock) {
        self.store = store
        self.clock = clock
    }

    /// Every saved answer, by plate, beside the saved answers that cannot be read.
    public func list() async throws(StoreError) -> StoreListing<SavedAnswerEntry> {
        try await store.savedAnswers()
    }

    /// Removes the answers older than `age`, except the favourites'; how many went.
    @discardableResult
    public func prune(olderThan age: Duration) async throws(StoreError) -> Int {
        try await store.pruneSavedAnswers(
            fetchedBefore: clock.now().addingTimeInterval(-max(0, age.inSeconds)))
    }
}
