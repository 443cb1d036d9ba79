import Foundation

/// Lists and prunes the saved answers of every source, apart from the search history.
public protocol SavedAnswerStore: Sendable {
    /// Every saved answer, by plate, then in `SavedAnswerKind` order, beside those that
    /// cannot be read.
    func savedAnswers() async throws(StoreError) -> StoreListing<SavedAnswerEntry>
    /// Removes, in one transaction, every saved answer fetched before `date`, except the
    /// favourites'; how many were removed.
    @discardableResult
    func pruneSavedAnswers(fetchedBefore date: Date) async throws(StoreError) -> Int
}
