import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct HistoryViewModelLoadTests {
    private static let items: [SearchHistoryItem] = [
        .success(Plate("PBX1234"), car: CarFactory.make(plate: "PBX1234"), at: UseCases.now),
        .failure(Plate("ABC1234"), reason: .noData, at: UseCases.now.addingTimeInterval(-60)),
    ]

    @Test
    func load_goesFromIdleThroughLoadingToTheItemsNewestFirst() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = ControllableCarStore(
                store: InMemoryCarStore(history: Self.items), holding: [.retrieve])
            let (sut, _) = makeSUT(store: store, tracker: tracker)
            var states = [sut.items]

            let load = Task { await sut.load() }
            await store.waitForHeldCalls(1)
            states.append(sut.items)
            store.release(.retrieve)
            await load.value
            states.append(sut.items)

            #expect(states == [.idle, .loading, .loaded(Self.items)])
        }
    }

    @Test
    func load_listsTheReadableItems_andKeepsTheUnreadableRowsForTheScreenToName() async {
        await withLeakTrackingOnMainActor { tracker in
            let unreadable = UnreadableRow(table: .searchHistory, key: "GBC4567", rowNumber: 3)
            let store = InMemoryCarStore(history: Self.items)
            await store.holdUnreadable([unreadable])
            let (sut, errorHandler) = makeSUT(store: store, tracker: tracker)

            await sut.load()

            #expect(sut.items == .loaded(Self.items))
            #expect(sut.unreadableRows == [unreadable])
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func load_keepsTheLatestAnswer_whenLoadedTwiceAtOnce() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let memory = InMemoryCarStore(history: Self.items)
            let store = ControllableCarStore(store: memory, holding: [.retrieve])
            let (sut, _) = makeSUT(store: store, tracker: tracker)

            let first = Task { await sut.load() }
            await store.waitForHeldCalls(1)
            let second = Task { await sut.load() }
            await store.waitForHeldCalls(2)
            try await memory.deleteAll()
            store.release(.retrieve)
            await first.value
            #expect(sut.items == .loading)
            store.release(.retrieve)
            await second.value

            #expect(sut.items == .loaded([]))
        }
    }

    @Test
    func load_reportsAStorageInterruptionWhoseRetryLoads() async {
        await withLeakTrackingOnMainActor { tracker in
            let store = InMemoryCarStore(history: Self.items)
            let (sut, errorHandler) = makeSUT(store: store, tracker: tracker)
            await store.fail(with: .notAPlateFinderDatabase)

            await sut.load()

            #expect(sut.items == .failed(.interruption(.storage(.notAPlateFinderDatabase))))
            #expect(errorHandler.current == .storage(.notAPlateFinderDatabase))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.items == .loaded(Self.items))
            #expect(errorHandler.current == nil)
        }
    }

    private func makeSUT(
        store: any CarStore, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: HistoryViewModel, errorHandler: ErrorHandler) {
        let screen = HistoryScreen(
            lookUp: UseCases.lookUp(vehicles: store), store: store, tracker: tracker,
            sourceLocation: sourceLocation)
        return (screen.sut, screen.errorHandler)
    }
}
