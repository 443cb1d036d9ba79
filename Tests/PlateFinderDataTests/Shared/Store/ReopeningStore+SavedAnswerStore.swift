import Foundation
import PlateFinderDomain

extension ReopeningStore: SavedAnswerStore where Store: SavedAnswerStore {
    func savedAnswers() async throws(StoreError) -> StoreListing<SavedAnswerEntry> {
        try await opened().savedAnswers()
    }

    func pruneSavedAnswers(fetchedBefore date: Date) async throws(StoreError) -> Int {
        try await opened().pruneSavedAnswers(fetchedBefore: date)
    }
}
