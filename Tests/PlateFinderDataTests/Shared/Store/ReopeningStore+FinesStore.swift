import PlateFinderData
import PlateFinderDomain

extension ReopeningStore: FinesStore where Store: FinesStore {
    func saveFines(_ answer: SavedFines) async throws(StoreError) {
        try await opened().saveFines(answer)
    }

    func savedFines(for plate: Plate) async throws(StoreError) -> SavedFines? {
        try await opened().savedFines(for: plate)
    }
}
