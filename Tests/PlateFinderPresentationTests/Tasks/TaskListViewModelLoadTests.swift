import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskListViewModelLoadTests {
    @Test
    func load_goesFromIdleThroughLoadingToThePendingTasksInListingOrder() async {
        await withLeakTrackingOnMainActor { tracker in
            let repository = ControllableTaskRepository(
                memory: InMemoryTaskRepository(tasks: TaskSamples.all), holding: [.fetchAll])
            let (sut, _) = makeSUT(repository, tracker: tracker)
            var states = [sut.tasks]

            let load = Task { await sut.load() }
            await repository.waitForHeldCalls(1)
            states.append(sut.tasks)
            repository.release(.fetchAll)
            await load.value
            states.append(sut.tasks)

            #expect(sut.filter == .pending)
            #expect(
                states == [
                    .idle, .loading,
                    .loaded([TaskSamples.tax, TaskSamples.soat, TaskSamples.wash]),
                ])
        }
    }

    @Test
    func load_listsTheReadableTasks_andKeepsTheUnreadableOnesForTheScreenToName() async {
        await withLeakTrackingOnMainActor { tracker in
            let unreadable = UnreadableRow(
                table: .tasks, key: "0a1b2c3d-0000-4000-8000-000000000000", rowNumber: 9)
            let repository = InMemoryTaskRepository(
                tasks: [TaskSamples.soat], unreadable: [unreadable])
            let (sut, errorHandler) = makeSUT(repository, tracker: tracker)

            await sut.load()

            #expect(sut.tasks == .loaded([TaskSamples.soat]))
            #expect(sut.unreadableRows == [unreadable])
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func load_keepsTheLatestAnswer_whenLoadedTwiceAtOnce() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let memory = InMemoryTaskRepository(tasks: [TaskSamples.soat])
            let repository = ControllableTaskRepository(memory: memory, holding: [.fetchAll])
            let (sut, _) = makeSUT(repository, tracker: tracker)

            let first = Task { await sut.load() }
            await repository.waitForHeldCalls(1)
            try await memory.create(TaskSamples.wash)
            let second = Task { await sut.load() }
            await repository.waitForHeldCalls(2)
            repository.release(.fetchAll)
            await first.value
            #expect(sut.tasks == .loading)
            repository.release(.fetchAll)
            await second.value

            #expect(sut.tasks == .loaded([TaskSamples.soat, TaskSamples.wash]))
        }
    }

    @Test(arguments: [
        (TaskFilter.pending, [TaskSamples.tax, TaskSamples.soat, TaskSamples.wash]),
        (.done, [TaskSamples.fines]),
        (.all, TaskSamples.all),
    ])
    func filter_showsTheTasksItSelectsWithoutAnotherRequest(
        filter: TaskFilter, expected: [TaskItem]
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
            let (sut, _) = makeSUT(memory, tracker: tracker)
            await sut.load()

            sut.filter = filter

            #expect(sut.tasks == .loaded(expected))
            #expect(await memory.messages == [.fetchAll])
        }
    }

    @Test
    func filter_changesWhatObserversRead() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, _) = makeSUT(InMemoryTaskRepository(tasks: TaskSamples.all), tracker: tracker)
            await sut.load()
            let probe = ObservationProbe { sut.tasks }

            sut.filter = .done

            #expect(probe.didChange)
        }
    }

    @Test
    func load_reportsAStorageInterruptionWhoseRetryLoads() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: [TaskSamples.soat])
            let (sut, errorHandler) = makeSUT(memory, tracker: tracker)
            await memory.fail(with: .busy)

            await sut.load()

            #expect(sut.tasks == .failed(.interruption(.storage(.busy))))
            #expect(errorHandler.current == .storage(.busy))

            await memory.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.tasks == .loaded([TaskSamples.soat]))
            #expect(errorHandler.current == nil)
        }
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
