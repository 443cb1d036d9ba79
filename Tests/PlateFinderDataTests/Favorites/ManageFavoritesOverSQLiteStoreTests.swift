import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The favourite use cases over a real SQLite file.
struct ManageFavoritesOverSQLiteStoreTests {
    @Test func toggle_addsThenRemoves_acrossReopenedFiles() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("favorites.sqlite")

            let added = try await makeSUT(path: path).toggle(.complete("pbx-1234"))
            let listed = try await makeSUT(path: path).load().rows
            let removed = try await makeSUT(path: path).toggle(.complete("PBX1234"))
            let remaining = try await makeSUT(path: path).load().rows

            #expect(added)
            #expect(listed == [Plate("PBX1234")])
            #expect(!removed)
            #expect(remaining.isEmpty)
        }
    }

    @Test func isFavorite_readsTheOnePlate_fromAReopenedFile() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("favorites.sqlite")
            try await makeSUT(path: path).add(.complete("PBX1234"))

            #expect(try await makeSUT(path: path).isFavorite(Plate("PBX1234")))
            #expect(try await !makeSUT(path: path).isFavorite(Plate("ABC1234")))
        }
    }

    private func makeSUT(path: String) throws -> ManageFavorites {
        ManageFavorites(store: try SQLiteCarStore(path: path))
    }
}
