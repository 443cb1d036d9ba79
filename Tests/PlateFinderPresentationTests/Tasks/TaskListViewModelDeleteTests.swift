import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskListViewModelDeleteTests {
    @Test
    func requestDelete_asksBeforeDeletingAnything() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, _) = await makeLoadedSUT(tracker: tracker)

            sut.requestDelete(TaskSamples.soat)

            let prompt = try #require(sut.pendingPrompt)
            #expect(prompt.kind == .deleteTask(TaskSamples.soat.title))
            #expect(prompt.confirmLabel == .remove)
            #expect(prompt.cancelLabel == .cancel)
            #expect(prompt.isDestructive)
            #expect(await memory.messages == [.fetchAll])
        }
    }

    @Test
    func requestDelete_confirmed_deletesTheTaskAndReloads() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, _) = await makeLoadedSUT(tracker: tracker)
            sut.requestDelete(TaskSamples.soat)

            try await #require(sut.pendingPrompt).confirm()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.tasks == .loaded([TaskSamples.tax, TaskSamples.wash]))
            #expect(
                await memory.messages == [.fetchAll, .delete(TaskSamples.soat.id), .fetchAll])
        }
    }

    @Test
    func requestDelete_cancelled_leavesEverything() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, _) = await makeLoadedSUT(tracker: tracker)
            sut.requestDelete(TaskSamples.soat)

            try #require(sut.pendingPrompt).cancel()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.tasks == .loaded([TaskSamples.tax, TaskSamples.soat, TaskSamples.wash]))
            #expect(await memory.messages == [.fetchAll])
        }
    }

    @Test
    func requestDelete_confirmed_reportsAStorageInterruptionWhoseRetryDeletes() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, errorHandler) = await makeLoadedSUT(tracker: tracker)
            sut.requestDelete(TaskSamples.soat)
            await memory.fail(with: .readOnly)

            try await #require(sut.pendingPrompt).confirm()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.lastChangeError == .interruption(.storage(.readOnly)))
            #expect(errorHandler.current == .storage(.readOnly))
            #expect(sut.tasks == .loaded([TaskSamples.tax, TaskSamples.soat, TaskSamples.wash]))

            await memory.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.lastChangeError == nil)
            #expect(sut.tasks == .loaded([TaskSamples.tax, TaskSamples.wash]))
        }
    }

    private func makeLoadedSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (sut: TaskListViewModel, memory: InMemoryTaskRepository, errorHandler: ErrorHandler)
    {
        let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
        let errorHandler = ErrorHandler()
        let sut = TaskListViewModel(
            tasks: TaskUseCases.manageTasks(memory), errorHandler: errorHandler,
            clock: TaskFactory.clock())
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        await sut.load()
        return (sut, memory, errorHandler)
    }
}
