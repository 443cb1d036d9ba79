import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ManageFavoritesTests {
    @Test
    func toggle_addsThenRemoves() async throws {
        let (sut, store) = makeSUT()

        #expect(try await sut.toggle(.complete("pbx-1234")) == true)
        #expect(try await sut.isFavorite(Plate("PBX1234")))
        #expect(try await sut.toggle(.complete("PBX1234")) == false)
        #expect(try await sut.load().rows.isEmpty)
        #expect(
            await store.messages.filter { if case .toggleFavorite = $0 { true } else { false } }
                == [.toggleFavorite(Plate("PBX1234")), .toggleFavorite(Plate("PBX1234"))])
    }

    @Test(arguments: [true, false])
    func isFavorite_asksForThePlateAlone(isFavorite: Bool) async throws {
        let (sut, store) = makeSUT(favorites: isFavorite ? [Plate("PBX1234")] : [])

        #expect(try await sut.isFavorite(Plate("PBX1234")) == isFavorite)
        #expect(await store.messages == [.isFavorite(Plate("PBX1234"))])
    }

    @Test
    func load_deliversNewestFirst() async throws {
        let (sut, _) = makeSUT()
        try await sut.add(.complete("AAA1111"))
        try await sut.add(.complete("BBB2222"))

        #expect(try await sut.load().rows == [Plate("BBB2222"), Plate("AAA1111")])
    }

    @Test
    func everyOperation_deliversStorageError() async {
        let (sut, store) = makeSUT()
        await store.fail(with: .readOnly)

        await #expect(throws: StoreError.readOnly) { try await sut.load() }
        await #expect(throws: StoreError.readOnly) {
            try await sut.add(.complete("PBX1234"))
        }
        await #expect(throws: StoreError.readOnly) {
            try await sut.remove(Plate("PBX1234"))
        }
    }

    private func makeSUT(favorites: [Plate] = []) -> (sut: ManageFavorites, store: InMemoryCarStore)
    {
        let store = InMemoryCarStore(favorites: favorites)
        return (ManageFavorites(store: store), store)
    }
}
