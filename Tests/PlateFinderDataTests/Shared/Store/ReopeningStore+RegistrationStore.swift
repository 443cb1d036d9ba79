import PlateFinderData
import PlateFinderDomain

extension ReopeningStore: RegistrationStore where Store: RegistrationStore {
    func saveRegistration(_ answer: SavedRegistration) async throws(StoreError) {
        try await opened().saveRegistration(answer)
    }

    func savedRegistration(for plate: Plate) async throws(StoreError) -> SavedRegistration? {
        try await opened().savedRegistration(for: plate)
    }
}
