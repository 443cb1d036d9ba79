import Foundation
import PlateFinderDomain

/// A saved-answer store with nothing in it, for use cases a test never asks about saved
/// answers.
public struct EmptySavedAnswerStore: SavedAnswerStore {
    /// An empty store.
    public init() {}

    /// No saved answers.
    public func savedAnswers() async throws(StoreError) -> StoreListing<SavedAnswerEntry> {
        StoreListing()
    }

    /// Nothing to prune.
    public func pruneSavedAnswers(fetchedBefore date: Date) async throws(StoreError) -> Int { 0 }
}
