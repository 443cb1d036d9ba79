import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What one repository writes, the next one opened on the file reads back exactly.
struct SQLiteTaskRepositoryPersistenceTests {
    @Test(arguments: [
        restored(title: "ÑANDÚ 👍🏽", note: "línea 1\nlínea 2\ttab; a, b \\ c"),
        restored(note: "a\u{0}b", due: TaskFactory.day(2027, 5, 1), isDone: true),
        restored(due: TaskFactory.day(2020, 2, 29), plate: Plate("PBX1234"), reminder: .tintPermit),
        restored(plate: Plate("IB123C"), reminder: .registration, created: -86_400.25),
        restored(created: 1_750_000_000.123_456, updated: 1_750_000_000.5),
    ])
    func fetchById_deliversEveryFieldExactly_afterReopening(task: TaskItem) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("tasks.sqlite")
            try await makeSUT(path: path).create(task)

            let found = try await makeSUT(path: path).fetchById(task.id)
            let listed = try await makeSUT(path: path).fetchAll().rows

            #expect(found == task)
            #expect(listed == [task])
        }
    }

    @Test func update_savesEveryChangeableField_andKeepsTheRest_afterReopening() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("tasks.sqlite")
            let original = TaskFactory.make(
                title: "before", due: TaskFactory.day(2027, 1, 1), plate: Plate("PBX1234"),
                reminder: .registration)
            try await makeSUT(path: path).create(original)
            var changed = original
            let later = TaskFactory.clock(at: TaskFactory.noon + 3_600)
            try changed.setTitle("after", clock: later)
            try changed.setNote("a note", clock: later)
            try changed.setDueDate(nil, clock: later)
            changed.toggleDone(clock: later)

            let written = changed
            _ = try await makeSUT(path: path).update(original.id) { $0 = written }

            let found = try await makeSUT(path: path).fetchById(original.id)
            #expect(found == changed)
            #expect(found?.createdAt == original.createdAt)
            #expect(found?.plate == Plate("PBX1234"))
            #expect(found?.reminder == .registration)
        }
    }

    @Test func delete_removesTheTask_afterReopening() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("tasks.sqlite")
            let keep = TaskFactory.make(title: "keep")
            let drop = TaskFactory.make(title: "drop")
            try await makeSUT(path: path).create(keep)
            try await makeSUT(path: path).create(drop)

            try await makeSUT(path: path).delete(id: drop.id)

            let remaining = try await makeSUT(path: path).fetchAll().rows
            #expect(remaining == [keep])
        }
    }

    @Test func create_refusesASavedIdentifier_keepingTheFirstTask() async throws {
        try await withTemporaryFolder { directory in
            let sut = try makeSUT(path: directory.file("tasks.sqlite"))
            let first = TaskFactory.make(title: "first")
            try await sut.create(first)

            let error = await #expect(throws: StoreError.self) {
                try await sut.create(TaskFactory.make(id: first.id, title: "second"))
            }

            guard case .failure = error else {
                Issue.record("expected a failure, got \(String(describing: error))")
                return
            }
            let found = try await sut.fetchAll().rows
            #expect(found == [first])
        }
    }

    private func makeSUT(path: String) throws -> SQLiteTaskRepository {
        try SQLiteTaskRepository(path: path)
    }
}

/// A task with every field chosen, timestamps in seconds since 1970.
private func restored(
    title: String = "Renew SOAT", note: String = "", due: CalendarDate? = nil,
    isDone: Bool = false, plate: Plate? = nil, reminder: RenewalReminderKind? = nil,
    created: Double = 1_795_953_600, updated: Double? = nil
) -> TaskItem {
    guard let title = try? TaskTitle(title), let note = try? TaskNote(note) else {
        preconditionFailure("invalid title or note")
    }
    return TaskItem(
        restoringID: UUID(), title: title, note: note,
        dueDate: due.map(TaskDueDate.init(restoring:)), isDone: isDone,
        createdAt: Date(timeIntervalSince1970: created),
        updatedAt: Date(timeIntervalSince1970: updated ?? created + 60), plate: plate,
        reminder: reminder)
}
