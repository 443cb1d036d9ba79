import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskListViewModelToggleTests {
    private static let soatDone = toggled(TaskSamples.soat)

    @Test
    func toggleDone_showsTheTaskDoneAtOnce_andStoresIt() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
            let repository = ControllableTaskRepository(memory: memory, holding: [.update])
            let (sut, _) = await makeLoadedSUT(repository, filter: .all, tracker: tracker)

            let toggle = Task { await sut.toggleDone(TaskSamples.soat) }
            await repository.waitForHeldCalls(1)
            let shownWhileSaving = sut.tasks
            repository.release(.update)
            await toggle.value

            let expected = [TaskSamples.tax, TaskSamples.wash, TaskSamples.fines, Self.soatDone]
            #expect(shownWhileSaving == .loaded(expected))
            #expect(sut.tasks == .loaded(expected))
            #expect(sut.lastChangeError == nil)
            #expect(
                await memory.messages == [
                    .fetchAll, .update(TaskSamples.soat.id),
                ])
        }
    }

    @Test
    func toggleDone_dropsTheTaskFromThePendingList_andMarksADoneOnePending() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
            let (sut, _) = await makeLoadedSUT(memory, filter: .pending, tracker: tracker)

            await sut.toggleDone(TaskSamples.soat)
            #expect(sut.tasks == .loaded([TaskSamples.tax, TaskSamples.wash]))

            sut.filter = .done
            await sut.toggleDone(TaskSamples.fines)
            #expect(sut.tasks == .loaded([Self.soatDone]))
            #expect(await memory.storedTasks.map(\.isDone) == [false, false, false, true])
        }
    }

    @Test
    func toggleDone_readsTheTasksAgainAndReportsAnInterruption_whoseRetryStoresTheState() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
            let repository = ControllableTaskRepository(memory: memory, holding: [.update])
            let (sut, errorHandler) = await makeLoadedSUT(
                repository, filter: .all, tracker: tracker)

            let toggle = Task { await sut.toggleDone(TaskSamples.soat) }
            await repository.waitForHeldCalls(1)
            repository.release(.update, failing: .busy)
            await toggle.value

            #expect(sut.tasks == .loaded(TaskSamples.all))
            #expect(sut.lastChangeError == .interruption(.storage(.busy)))
            #expect(errorHandler.current == .storage(.busy))

            let retry = Task { await errorHandler.retry() }
            await repository.waitForHeldCalls(2)
            repository.release(.update)
            await retry.value

            #expect(sut.lastChangeError == nil)
            #expect(await memory.storedTasks.last == Self.soatDone)
            #expect(sut.tasks.value?.last == Self.soatDone)
        }
    }

    @Test
    func toggleDone_showsNotFoundAndDropsTheTask_whenItWasDeletedMeanwhile() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
            let (sut, errorHandler) = await makeLoadedSUT(
                memory, filter: .pending, tracker: tracker)
            try await memory.delete(id: TaskSamples.soat.id)

            await sut.toggleDone(TaskSamples.soat)

            let id = TaskSamples.soat.id.uuidString.lowercased()
            #expect(sut.lastChangeError == .task(.notFound(id)))
            #expect(errorHandler.current == nil)
            #expect(sut.tasks == .loaded([TaskSamples.tax, TaskSamples.wash]))
        }
    }

    @Test
    func toggleDone_readsTheTasksAgain_whenALoadStartedBeforeTheWriteAnswers() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: [TaskSamples.soat])
            let repository = ControllableTaskRepository(memory: memory, holding: [.fetchAll])
            let (sut, _) = makeSUT(repository, tracker: tracker)
            sut.filter = .all

            let staleLoad = Task { await sut.load() }
            await repository.waitForHeldCalls(1)
            let toggle = Task { await sut.toggleDone(TaskSamples.soat) }
            await repository.waitForHeldCalls(2)
            repository.release(.fetchAll)
            await staleLoad.value
            repository.release(.fetchAll)
            await toggle.value

            #expect(sut.tasks == .loaded([Self.soatDone]))
        }
    }

    private static func toggled(_ task: TaskItem) -> TaskItem {
        var task = task
        task.toggleDone(clock: TaskFactory.clock())
        return task
    }

    private func makeLoadedSUT(
        _ repository: any TaskRepository, filter: TaskFilter, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (sut: TaskListViewModel, errorHandler: ErrorHandler) {
        let (sut, errorHandler) = makeSUT(
            repository, tracker: tracker, sourceLocation: sourceLocation)
        sut.filter = filter
        await sut.load()
        return (sut, errorHandler)
    }

    private func makeSUT(
        _ repository: any TaskRepository, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TaskListViewModel, errorHandler: ErrorHandler) {
        let errorHandler = ErrorHandler()
        let sut = TaskListViewModel(
            tasks: TaskUseCases.manageTasks(repository), errorHandler: errorHandler,
            clock: TaskFactory.clock())
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return (sut, errorHandler)
    }
}
