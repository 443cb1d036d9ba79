import PlateFinderDomain

extension ReopeningStore: CarStore where Store: CarStore {
    func retrieve() async throws(StoreError) -> StoreListing<SearchHistoryItem> {
        try await opened().retrieve()
    }

    func insert(_ item: SearchHistoryItem) async throws(StoreError) -> SearchHistoryItem {
        try await opened().insert(item)
    }

    func savedVehicle(for plate: Plate) async throws(StoreError) -> SavedVehicle? {
        try await opened().savedVehicle(for: plate)
    }

    func saveVehicle(_ saved: SavedVehicle) async throws(StoreError) {
        try await opened().saveVehicle(saved)
    }

    func delete(_ plate: Plate) async throws(StoreError) -> Bool {
        try await opened().delete(plate)
    }

    func deleteAll() async throws(StoreError) {
        try await opened().deleteAll()
    }
}
