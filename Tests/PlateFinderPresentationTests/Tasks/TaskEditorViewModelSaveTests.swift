import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskEditorViewModelSaveTests {
    @Test
    func save_goesFromIdleThroughLoadingToTheCreatedTask_savingOnlyOnce() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository()
            let repository = ControllableTaskRepository(memory: memory, holding: [.create])
            let (sut, _) = makeSUT(.create, repository, tracker: tracker)
            sut.title = "Renew SOAT"
            var states = [sut.saved]

            let save = Task { await sut.save() }
            await repository.waitForHeldCalls(1)
            states.append(sut.saved)
            #expect(!sut.canSave)
            await sut.save()
            repository.release(.create)
            await save.value
            states.append(sut.saved)

            let expected = TaskFactory.make(id: TaskIDs.first, title: "Renew SOAT")
            #expect(states == [.idle, .loading, .loaded(expected)])
            #expect(await memory.messages == [.create(expected)])
        }
    }

    @Test
    func save_createsTheTaskFromTheTrimmedFields_thenEditsIt() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let memory = InMemoryTaskRepository()
            let (sut, _) = makeSUT(.create, memory, tracker: tracker)
            sut.title = "  Renew SOAT "
            sut.note = " Call the broker\n"
            sut.dueDateText = " 2026-11-29 "
            sut.plateText = "pbx-1234"

            await sut.save()

            var expected = TaskFactory.make(
                id: TaskIDs.first, title: "Renew SOAT", due: TaskDays.november29,
                plate: Plate("PBX1234"))
            try expected.setNote("Call the broker", clock: TaskFactory.clock())
            #expect(sut.saved == .loaded(expected))
            #expect(await memory.messages == [.create(expected)])
            #expect(sut.mode == .edit(expected))
            #expect(
                [sut.title, sut.note, sut.dueDateText, sut.plateText] == [
                    "Renew SOAT", "Call the broker", "2026-11-29", "PBX1234",
                ])
            #expect(!sut.hasChanges)
            #expect(!sut.canSave)
        }
    }

    @Test
    func save_doesNothing_whileAFieldIsInvalid() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository()
            let (sut, _) = makeSUT(.create, memory, tracker: tracker)
            sut.title = "Renew SOAT"
            sut.plateText = "PBX12"

            await sut.save()

            #expect(sut.saved == .idle)
            #expect(await memory.messages.isEmpty)
        }
    }

    @Test
    func save_appliesTheChangesToTheEditedTask() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let original = TaskEditorViewModelEditTests.original
            let memory = InMemoryTaskRepository(tasks: [original])
            let (sut, _) = makeSUT(.edit(original), memory, tracker: tracker)
            sut.title = " Pay SOAT"
            sut.dueDateText = ""

            await sut.save()

            var expected = original
            try expected.setTitle("Pay SOAT", clock: TaskFactory.clock())
            try expected.setDueDate(nil, clock: TaskFactory.clock())
            #expect(sut.saved == .loaded(expected))
            #expect(await memory.messages == [.update(original.id)])
            #expect(sut.mode == .edit(expected))
            #expect(sut.title == "Pay SOAT")
            #expect(!sut.hasChanges)
        }
    }

    @Test
    func save_showsNotFoundInline_whenTheEditedTaskWasDeleted() async {
        await withLeakTrackingOnMainActor { tracker in
            let original = TaskEditorViewModelEditTests.original
            let (sut, errorHandler) = makeSUT(
                .edit(original), InMemoryTaskRepository(), tracker: tracker)
            sut.title = "Pay SOAT"

            await sut.save()

            let id = original.id.uuidString.lowercased()
            #expect(sut.saved == .failed(.task(.notFound(id))))
            #expect(errorHandler.current == nil)
            #expect(sut.canSave)
        }
    }

    @Test
    func save_reportsAStorageInterruptionWhoseRetrySaves() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let memory = InMemoryTaskRepository()
            let (sut, errorHandler) = makeSUT(.create, memory, tracker: tracker)
            sut.title = "Renew SOAT"
            await memory.fail(with: .readOnly)

            await sut.save()

            #expect(sut.saved == .failed(.interruption(.storage(.readOnly))))
            #expect(errorHandler.current == .storage(.readOnly))
            #expect(errorHandler.canRetry)

            await memory.fail(with: nil)
            await errorHandler.retry()

            let stored = await memory.storedTasks
            #expect(stored.map(\.title.value) == ["Renew SOAT"])
            #expect(sut.saved == .loaded(try #require(stored.first)))
        }
    }

    private func makeSUT(
        _ mode: TaskEditorViewModel.Mode, _ repository: any TaskRepository,
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TaskEditorViewModel, errorHandler: ErrorHandler) {
        let errorHandler = ErrorHandler()
        let sut = TaskEditorViewModel(
            mode: mode, tasks: TaskUseCases.manageTasks(repository), errorHandler: errorHandler,
            clock: TaskFactory.clock())
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return (sut, errorHandler)
    }
}
