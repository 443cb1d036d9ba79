import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ManageTasksTests {
    private static let firstID = UUID(uuidString: "1B4E28BA-2FA1-11D2-883F-0016D3CCA427") ?? UUID()

    @Test
    func create_savesAValidatedPendingTask() async throws {
        let (sut, repository) = makeSUT()

        let task = try await sut.create(
            title: "  Renew SOAT ", note: " before the trip ",
            dueDate: TaskFactory.day(2026, 12, 5),
            plate: .complete("pbx-1234"))

        #expect(task.id == Self.firstID)
        #expect(task.title.value == "Renew SOAT")
        #expect(task.note.value == "before the trip")
        #expect(task.dueDate?.day == TaskFactory.day(2026, 12, 5))
        #expect(task.plate == Plate("PBX1234"))
        #expect(task.createdAt == TaskFactory.noon)
        #expect(await repository.messages == [.create(task)])
    }

    @Test(arguments: [
        ("", TaskError.validation(.emptyTitle)),
        (String(repeating: "x", count: 21), .validation(.titleTooLong(maximum: 20))),
    ])
    func create_refusesInvalidTitles_withoutSaving(title: String, error: TaskError) async {
        let (sut, repository) = makeSUT()

        await #expect(throws: error) { try await sut.create(title: title) }
        #expect(await repository.messages.isEmpty)
    }

    @Test
    func create_refusesPastDueDates() async {
        let (sut, _) = makeSUT()

        await #expect(throws: TaskError.validation(.dueDateInPast)) {
            try await sut.create(title: "x", dueDate: TaskFactory.day(2026, 11, 28))
        }
    }

    @Test
    func list_filtersPendingDoneAndAll() async throws {
        let (sut, _) = makeSUT()
        let pending = try await sut.create(title: "pending")
        let other = try await sut.create(title: "done")
        _ = try await sut.setDone(other.id, true)

        #expect(try await sut.list(.pending).rows.map(\.id) == [pending.id])
        #expect(try await sut.list(.done).rows.map(\.id) == [other.id])
        #expect(try await sut.list(.all).rows.count == 2)
    }

    @Test(arguments: ["1b4e", "1B4E28BA", "1b4e28ba-2fa1", " 1b4e28ba "])
    func findIDPrefix_deliversTheOnlyMatch(prefix: String) async throws {
        let (sut, _) = makeSUT()
        let task = try await sut.create(title: "x")

        #expect(try await sut.find(idPrefix: prefix) == task)
    }

    @Test
    func findIDPrefix_refusesShortUnknownAndAmbiguousPrefixes() async throws {
        let ids = ["ABCD0000-0000-0000-0000-000000000001", "ABCD0000-0000-0000-0000-000000000002"]
            .compactMap(UUID.init(uuidString:))
        let (sut, _) = makeSUT(tasks: ids.map { TaskFactory.make(id: $0) })

        await #expect(throws: TaskError.prefixTooShort(minimum: 4)) {
            try await sut.find(idPrefix: "abc")
        }
        await #expect(throws: TaskError.notFound("ffff")) { try await sut.find(idPrefix: "ffff") }
        await #expect(throws: TaskError.ambiguousPrefix("abcd", matches: 2)) {
            try await sut.find(idPrefix: "abcd")
        }
        #expect(try await sut.find(idPrefix: "abcd0000-0000-0000-0000-000000000002").id == ids[1])
    }

    @Test
    func edit_appliesEveryChangeOrNone() async throws {
        let (sut, repository) = makeSUT()
        let task = try await sut.create(
            title: "old", note: "n", dueDate: TaskFactory.day(2026, 12, 1))

        let edited = try await sut.edit(task.id, TaskChanges(title: "new", dueDate: .clear))
        #expect(edited.title.value == "new")
        #expect(edited.note.value == "n")
        #expect(edited.dueDate == nil)

        await #expect(throws: TaskError.validation(.emptyTitle)) {
            try await sut.edit(task.id, TaskChanges(title: " ", note: "changed"))
        }
        #expect(await repository.storedTasks.first == edited)
    }

    @Test
    func setDoneAndToggle_changeOnlyWhatTheySay() async throws {
        let (sut, _) = makeSUT()
        let task = try await sut.create(title: "x")

        #expect(try await sut.setDone(task.id, true).isDone)
        #expect(try await sut.setDone(task.id, true).isDone)
        #expect(try await sut.toggleDone(task.id).isDone == false)
    }

    @Test
    func operationsOnAMissingTask_throwNotFound() async {
        let (sut, _) = makeSUT()
        let missing = UUID()

        await #expect(throws: TaskError.notFound(missing.uuidString.lowercased())) {
            try await sut.toggleDone(missing)
        }
    }

    @Test
    func delete_removesTheTask_andStorageFailuresAreTyped() async throws {
        let (sut, repository) = makeSUT()
        let task = try await sut.create(title: "x")

        try await sut.delete(task.id)
        #expect(await repository.storedTasks.isEmpty)

        await repository.fail(with: .busy)
        await #expect(throws: TaskError.storage(.busy)) { try await sut.list(.all) }
    }

    private func makeSUT(
        tasks: [TaskItem] = []
    )
        -> (sut: ManageTasks, repository: InMemoryTaskRepository)
    {
        let repository = InMemoryTaskRepository(tasks: tasks)
        let sut = ManageTasks(
            repository: repository, clock: TaskFactory.clock(),
            makeID: TaskFactory.identifiers(startingWith: Self.firstID))
        return (sut, repository)
    }
}
