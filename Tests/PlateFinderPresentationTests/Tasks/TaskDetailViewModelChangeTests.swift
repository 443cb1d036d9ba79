import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskDetailViewModelChangeTests {
    @Test
    func toggleDone_marksTheTaskDone_thenPendingAgain() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, memory, _) = await makeLoadedSUT(tracker: tracker)

            await sut.toggleDone()
            #expect(sut.task.value?.isDone == true)
            #expect(await stored(in: memory) == sut.task.value)

            await sut.toggleDone()
            #expect(sut.task.value?.isDone == false)
            #expect(await stored(in: memory) == sut.task.value)
        }
    }

    @Test
    func toggleDone_showsNotFound_whenTheTaskWasDeletedMeanwhile() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, errorHandler) = await makeLoadedSUT(tracker: tracker)
            try await memory.delete(id: TaskSamples.tax.id)

            await sut.toggleDone()

            #expect(sut.isNotFound)
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func toggleDone_keepsTheTaskShownAndReportsAnInterruptionWhoseRetryStoresTheState() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, memory, errorHandler) = await makeLoadedSUT(tracker: tracker)
            await memory.fail(with: .busy)

            await sut.toggleDone()

            #expect(sut.task == .loaded(TaskSamples.tax))
            #expect(errorHandler.current == .storage(.busy))

            await memory.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.task.value?.isDone == true)
            #expect(await stored(in: memory)?.isDone == true)
        }
    }

    @Test
    func requestDelete_asksFirst_andConfirmedDeletesTheTaskAndMarksItDeleted() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, _) = await makeLoadedSUT(tracker: tracker)

            sut.requestDelete()
            let prompt = try #require(sut.pendingPrompt)
            #expect(prompt.kind == .deleteTask(TaskSamples.tax.title))
            #expect(prompt.confirmLabel == .remove)
            #expect(prompt.isDestructive)
            #expect(!sut.isDeleted)

            await prompt.confirm()

            #expect(sut.pendingPrompt == nil)
            #expect(sut.isDeleted)
            #expect(await stored(in: memory) == nil)
        }
    }

    @Test
    func requestDelete_cancelled_leavesEverything() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, _) = await makeLoadedSUT(tracker: tracker)
            sut.requestDelete()

            try #require(sut.pendingPrompt).cancel()

            #expect(sut.pendingPrompt == nil)
            #expect(!sut.isDeleted)
            #expect(sut.task == .loaded(TaskSamples.tax))
            #expect(await memory.storedTasks == TaskSamples.all)
        }
    }

    @Test
    func requestDelete_confirmed_reportsAStorageInterruptionWhoseRetryDeletes() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let (sut, memory, errorHandler) = await makeLoadedSUT(tracker: tracker)
            sut.requestDelete()
            await memory.fail(with: .busy)

            try await #require(sut.pendingPrompt).confirm()

            #expect(!sut.isDeleted)
            #expect(errorHandler.current == .storage(.busy))

            await memory.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.isDeleted)
        }
    }

    @Test
    func requestDelete_asksNothing_beforeTheTaskIsLoaded() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
            let errorHandler = ErrorHandler()
            let sut = TaskDetailViewModel(
                id: TaskSamples.tax.id, tasks: TaskUseCases.manageTasks(memory),
                errorHandler: errorHandler, clock: TaskFactory.clock())
            tracker.track(sut)

            sut.requestDelete()
            await sut.toggleDone()

            #expect(sut.pendingPrompt == nil)
            #expect(await memory.messages.isEmpty)
        }
    }

    private func stored(in memory: InMemoryTaskRepository) async -> TaskItem? {
        await memory.storedTasks.first { $0.id == TaskSamples.tax.id }
    }

    private func makeLoadedSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (
        sut: TaskDetailViewModel, memory: InMemoryTaskRepository, errorHandler: ErrorHandler
    ) {
        let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
        let errorHandler = ErrorHandler()
        let sut = TaskDetailViewModel(
            id: TaskSamples.tax.id, tasks: TaskUseCases.manageTasks(memory),
            errorHandler: errorHandler, clock: TaskFactory.clock())
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        await sut.load()
        return (sut, memory, errorHandler)
    }
}
