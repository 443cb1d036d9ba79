import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct FavoritesViewModelChangeTests {
    private static let favorites = [Plate("PBX1234"), Plate("AB123C")]

    @Test
    func requestRemove_asksBeforeRemovingAnything() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, _) = try await makeLoadedSUT(tracker: tracker)

            sut.requestRemove(Plate("PBX1234"))

            let prompt = try #require(sut.pendingPrompt)
            #expect(prompt.kind == .removeFavorite(Plate("PBX1234")))
            #expect(prompt.confirmLabel == .remove)
            #expect(prompt.isDestructive)
            #expect(await Self.favoriteCalls(store) == [.retrieveFavorites])
        }
    }

    @Test
    func requestRemove_confirmed_removesThePlateAndReloads() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, _) = try await makeLoadedSUT(tracker: tracker)
            sut.requestRemove(Plate("PBX1234"))

            try await #require(sut.pendingPrompt).confirm()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.plates == .loaded([Plate("AB123C")]))
            #expect(
                await Self.favoriteCalls(store) == [
                    .retrieveFavorites, .deleteFavorite(Plate("PBX1234")), .retrieveFavorites,
                ])
        }
    }

    @Test
    func requestRemove_cancelled_leavesEverything() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, _) = try await makeLoadedSUT(tracker: tracker)
            sut.requestRemove(Plate("PBX1234"))

            try #require(sut.pendingPrompt).cancel()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.plates == .loaded(Self.favorites))
            #expect(await Self.favoriteCalls(store) == [.retrieveFavorites])
        }
    }

    @Test
    func requestRemove_confirmed_reportsAStorageInterruptionWhoseRetryRemoves() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, errorHandler) = try await makeLoadedSUT(tracker: tracker)
            sut.requestRemove(Plate("PBX1234"))
            await store.fail(with: .readOnly)

            try await #require(sut.pendingPrompt).confirm()

            #expect(errorHandler.current == .storage(.readOnly))
            #expect(sut.plates == .loaded(Self.favorites))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.plates == .loaded([Plate("AB123C")]))
        }
    }

    @Test
    func toggle_addsThenRemovesAPlateAndReloads() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, _, _) = try await makeLoadedSUT(tracker: tracker)

            await sut.toggle(Plate("xyz-9876"))
            #expect(sut.lastToggle == .loaded(true))
            #expect(sut.plates == .loaded([Plate("XYZ9876")] + Self.favorites))

            await sut.toggle(Plate("XYZ9876"))
            #expect(sut.lastToggle == .loaded(false))
            #expect(sut.plates == .loaded(Self.favorites))
        }
    }

    @Test
    func toggle_refusesAnIncompletePlateInline() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, errorHandler) = try await makeLoadedSUT(tracker: tracker)

            await sut.toggle(Plate("XYZ98"))

            #expect(sut.lastToggle == .failed(.plate(.invalidPlate(.partiallyValid))))
            #expect(errorHandler.current == nil)
            #expect(await Self.favoriteCalls(store) == [.retrieveFavorites])
        }
    }

    @Test
    func toggle_reportsAStorageInterruptionWhoseRetryToggles() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, errorHandler) = try await makeLoadedSUT(tracker: tracker)
            await store.fail(with: .busy)

            await sut.toggle(Plate("XYZ9876"))

            #expect(sut.lastToggle == .failed(.interruption(.storage(.busy))))
            #expect(errorHandler.current == .storage(.busy))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.lastToggle == .loaded(true))
            #expect(sut.isFavorite(Plate("XYZ9876")))
        }
    }

    /// The calls `store` received about the favourites, leaving out the saved vehicles read
    /// with each list.
    private static func favoriteCalls(_ store: InMemoryCarStore) async -> [InMemoryCarStore.Message]
    {
        await store.messages.filter { message in
            if case .savedVehicle = message { return false }
            return true
        }
    }

    private func makeLoadedSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (sut: FavoritesViewModel, store: InMemoryCarStore, errorHandler: ErrorHandler)
    {
        let store = InMemoryCarStore(favorites: Self.favorites)
        let screen = FavoritesScreen(
            lookUp: UseCases.lookUp(vehicles: store), store: store, tracker: tracker,
            sourceLocation: sourceLocation)
        await screen.sut.load()
        try #require(screen.sut.plates == .loaded(Self.favorites))
        return (screen.sut, store, screen.errorHandler)
    }
}
