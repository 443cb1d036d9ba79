import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The favourite use cases over a real SQLite file.
struct ManageFavoritesOverSQLiteStoreTests {
    @Test func toggle_addsThenRemoves_acrossReopenedFiles() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("favorites.sqlite")

            let added = try await makeSUT(path: path).toggle(Plate("pbx-1234"))
            let listed = try await makeSUT(path: path).load()
            let removed = try await makeSUT(path: path).toggle(Plate("PBX1234"))
            let remaining = try await makeSUT(path: path).load()

            #expect(added)
            #expect(listed == [Plate("PBX1234")])
            #expect(!removed)
            #expect(remaining.isEmpty)
        }
    }

    @Test func add_refusesAnIncompletePlate_writingNothing() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("favorites.sqlite")

            await #expect(throws: FavoritesError.invalidPlate(.partiallyValid)) {
                try await makeSUT(path: path).add(Plate("PBX12"))
            }
            let favorites = try await makeSUT(path: path).load()
            #expect(favorites.isEmpty)
        }
    }

    private func makeSUT(path: String) throws -> ManageFavorites {
        ManageFavorites(store: try SQLiteCarStore(path: path))
    }
}
