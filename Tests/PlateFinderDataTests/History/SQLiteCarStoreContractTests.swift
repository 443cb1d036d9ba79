import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The store contract against a real SQLite file, each case on a file of its own.
struct SQLiteCarStoreContractTests {
    @Test(arguments: CarStoreContract.cases)
    func sqliteStore_honoursTheStoreContract(_ contractCase: CarStoreContract.Case) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(makeSUT(path: directory.file("contract.sqlite")))
        }
    }

    @Test(arguments: CarStoreContract.cases)
    func sqliteStore_honoursTheStoreContract_whenEveryCallOpensTheFileAgain(
        _ contractCase: CarStoreContract.Case
    ) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(ReopeningStore(path: directory.file("contract.sqlite")))
        }
    }

    private func makeSUT(path: String) throws -> SQLiteCarStore {
        try SQLiteCarStore(path: path)
    }
}

/// Opens a new store for every call and lets it go afterwards, as a process per command
/// would: whatever the contract sees went through the file.
private struct ReopeningStore: CarStore, FavoritesStore {
    let path: String

    func retrieve() async throws(StoreError) -> [SearchHistoryItem] {
        try await SQLiteCarStore(path: path).retrieve()
    }

    func insert(_ item: SearchHistoryItem) async throws(StoreError) -> SearchHistoryItem {
        try await SQLiteCarStore(path: path).insert(item)
    }

    func savedVehicle(for plate: Plate) async throws(StoreError) -> SavedVehicle? {
        try await SQLiteCarStore(path: path).savedVehicle(for: plate)
    }

    func delete(_ plate: Plate) async throws(StoreError) -> Bool {
        try await SQLiteCarStore(path: path).delete(plate)
    }

    func deleteAll() async throws(StoreError) {
        try await SQLiteCarStore(path: path).deleteAll()
    }

    func retrieveFavorites() async throws(StoreError) -> [Plate] {
        try await SQLiteCarStore(path: path).retrieveFavorites()
    }

    func insertFavorite(_ plate: Plate) async throws(StoreError) {
        try await SQLiteCarStore(path: path).insertFavorite(plate)
    }

    func deleteFavorite(_ plate: Plate) async throws(StoreError) {
        try await SQLiteCarStore(path: path).deleteFavorite(plate)
    }

    func toggleFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        try await SQLiteCarStore(path: path).toggleFavorite(plate)
    }
}
