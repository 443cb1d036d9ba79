import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskDetailViewModelLoadTests {
    @Test
    func load_goesFromIdleThroughLoadingToTheTask() async {
        await withLeakTrackingOnMainActor { tracker in
            let repository = ControllableTaskRepository(
                memory: InMemoryTaskRepository(tasks: TaskSamples.all), holding: [.fetchAll])
            let (sut, _) = makeSUT(id: TaskSamples.tax.id, repository, tracker: tracker)
            var states = [sut.task]

            let load = Task { await sut.load() }
            await repository.waitForHeldCalls(1)
            states.append(sut.task)
            repository.release(.fetchAll)
            await load.value
            states.append(sut.task)

            #expect(states == [.idle, .loading, .loaded(TaskSamples.tax)])
            #expect(sut.id == TaskSamples.tax.id)
            #expect(sut.isOverdue)
            #expect(!sut.isNotFound)
            #expect(!sut.isDeleted)
        }
    }

    @Test(arguments: [
        (TaskSamples.soat, false), (TaskSamples.fines, false), (TaskSamples.tax, true),
    ])
    func isOverdue_onlyForAPendingTaskDueBeforeToday(task: TaskItem, overdue: Bool) async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, _) = makeSUT(
                id: task.id, InMemoryTaskRepository(tasks: TaskSamples.all), tracker: tracker)

            await sut.load()

            #expect(sut.today == TaskDays.november29)
            #expect(sut.isOverdue == overdue)
        }
    }

    @Test
    func load_showsNotFoundInline_forAnUnknownIdentifier() async {
        await withLeakTrackingOnMainActor { tracker in
            let (sut, errorHandler) = makeSUT(
                id: TaskIDs.second, InMemoryTaskRepository(tasks: TaskSamples.all),
                tracker: tracker)

            await sut.load()

            let id = TaskIDs.second.uuidString.lowercased()
            #expect(sut.task == .failed(.task(.notFound(id))))
            #expect(sut.isNotFound)
            #expect(!sut.isOverdue)
            #expect(errorHandler.current == nil)
        }
    }

    @Test
    func load_reportsAStorageInterruptionWhoseRetryLoads() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository(tasks: TaskSamples.all)
            let (sut, errorHandler) = makeSUT(id: TaskSamples.soat.id, memory, tracker: tracker)
            await memory.fail(with: .busy)

            await sut.load()

            #expect(sut.task == .failed(.interruption(.storage(.busy))))
            #expect(!sut.isNotFound)
            #expect(errorHandler.current == .storage(.busy))

            await memory.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.task == .loaded(TaskSamples.soat))
        }
    }

    private func makeSUT(
        id: UUID, _ repository: any TaskRepository, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TaskDetailViewModel, errorHandler: ErrorHandler) {
        let errorHandler = ErrorHandler()
        let sut = TaskDetailViewModel(
            id: id, tasks: TaskUseCases.manageTasks(repository), errorHandler: errorHandler,
            clock: TaskFactory.clock())
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return (sut, errorHandler)
    }
}
