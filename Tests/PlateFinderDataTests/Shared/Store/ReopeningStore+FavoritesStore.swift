import PlateFinderDomain

extension ReopeningStore: FavoritesStore where Store: FavoritesStore {
    func retrieveFavorites() async throws(StoreError) -> StoreListing<Plate> {
        try await opened().retrieveFavorites()
    }

    func isFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        try await opened().isFavorite(plate)
    }

    func insertFavorite(_ plate: Plate) async throws(StoreError) {
        try await opened().insertFavorite(plate)
    }

    func deleteFavorite(_ plate: Plate) async throws(StoreError) {
        try await opened().deleteFavorite(plate)
    }

    func toggleFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        try await opened().toggleFavorite(plate)
    }
}
