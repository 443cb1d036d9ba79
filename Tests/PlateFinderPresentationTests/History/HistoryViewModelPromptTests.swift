import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct HistoryViewModelPromptTests {
    private static let first = SearchHistoryItem.success(
        Plate("PBX1234"), car: CarFactory.make(plate: "PBX1234"), at: UseCases.now)
    private static let second = SearchHistoryItem.failure(
        Plate("ABC1234"), reason: .noData, at: UseCases.now.addingTimeInterval(-60))

    @Test
    func requestRemove_asksBeforeRemovingAnything() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, _) = try await makeLoadedSUT(tracker: tracker)

            sut.requestRemove(Self.first)

            let prompt = try #require(sut.pendingPrompt)
            #expect(prompt.kind == .removeHistoryItem(Plate("PBX1234")))
            #expect(prompt.confirmLabel == .remove)
            #expect(prompt.cancelLabel == .cancel)
            #expect(prompt.isDestructive)
            #expect(await store.messages == [.retrieve])
        }
    }

    @Test
    func requestRemove_confirmed_removesTheItemAndReloads() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, _) = try await makeLoadedSUT(tracker: tracker)
            sut.requestRemove(Self.first)

            try await #require(sut.pendingPrompt).confirm()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.items == .loaded([Self.second]))
            #expect(
                await store.messages == [.retrieve, .delete(Plate("PBX1234")), .retrieve])
        }
    }

    @Test
    func requestClear_confirmed_clearsTheHistoryAndReloads() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, _) = try await makeLoadedSUT(tracker: tracker)
            sut.requestClear()
            let prompt = try #require(sut.pendingPrompt)
            #expect(prompt.kind == .clearHistory)
            #expect(prompt.confirmLabel == .clearAll)
            #expect(prompt.isDestructive)

            await prompt.confirm()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.items == .loaded([]))
            #expect(await store.messages == [.retrieve, .deleteAll, .retrieve])
        }
    }

    @Test(arguments: [false, true])
    func prompt_cancelled_leavesEverything(clearing: Bool) async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, _) = try await makeLoadedSUT(tracker: tracker)
            if clearing { sut.requestClear() } else { sut.requestRemove(Self.first) }

            try #require(sut.pendingPrompt).cancel()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.items == .loaded([Self.first, Self.second]))
            #expect(await store.messages == [.retrieve])
        }
    }

    @Test
    func requestRemove_confirmed_reportsAStorageInterruptionWhoseRetryRemoves() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, store, errorHandler) = try await makeLoadedSUT(tracker: tracker)
            sut.requestRemove(Self.first)
            await store.fail(with: .busy)

            try await #require(sut.pendingPrompt).confirm()

            #expect(sut.pendingPrompt == nil)
            #expect(errorHandler.current == .storage(.busy))
            #expect(sut.items == .loaded([Self.first, Self.second]))

            await store.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.items == .loaded([Self.second]))
        }
    }

    private func makeLoadedSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (sut: HistoryViewModel, store: InMemoryCarStore, errorHandler: ErrorHandler) {
        let store = InMemoryCarStore(history: [Self.first, Self.second])
        let screen = HistoryScreen(
            lookUp: UseCases.lookUp(vehicles: store), store: store, tracker: tracker,
            sourceLocation: sourceLocation)
        await screen.sut.load()
        try #require(screen.sut.items == .loaded([Self.first, Self.second]))
        return (screen.sut, store, screen.errorHandler)
    }
}
