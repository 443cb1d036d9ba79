import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Two task repositories and a history store on one new file, each with its own
/// connection as separate processes would have: they migrate it once between them, and
/// no write is lost.
struct SQLiteTaskRepositoryConcurrencyTests {
    private static let writes = 30

    @Test func writes_loseNothing_fromTwoRepositoriesAndAHistoryStoreAtOnce() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("shared.sqlite")

            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<2 {
                    group.addTask {
                        let sut = try SQLiteTaskRepository(path: path, busyTimeout: .seconds(60))
                        for step in 0..<Self.writes {
                            try await TaskWriter(writer: writer, step: step).write(to: sut)
                            await Task.yield()
                        }
                    }
                }
                group.addTask {
                    let store = try SQLiteCarStore(path: path, busyTimeout: .seconds(60))
                    for step in 0..<Self.writes {
                        try await store.insert(.failure(plate(step), reason: .timedOut, at: .now))
                        try await store.insertFavorite(plate(step))
                        await Task.yield()
                    }
                }
                try await group.waitForAll()
            }

            let tasks = try await SQLiteTaskRepository(path: path).fetchAll().rows
            let history = try await SQLiteCarStore(path: path).retrieve().rows
            let favorites = try await SQLiteCarStore(path: path).retrieveFavorites().rows
            let expected = (0..<2).flatMap { writer in
                (0..<Self.writes).compactMap { TaskWriter(writer: writer, step: $0).survivor }
            }
            #expect(tasks == TaskListOrder.sorted(expected))
            #expect(
                Set(history.map(\.plate)) == Set((0..<Self.writes).map(plate)))
            #expect(Set(favorites) == Set((0..<Self.writes).map(plate)))
            let connection = try SQLiteConnection(path: path)
            #expect(try connection.query("PRAGMA integrity_check") { $0.text(at: 0) } == ["ok"])
        }
    }
}

/// One step of one repository: create a task, then on some steps change it, on others
/// delete it again.
private struct TaskWriter {
    let writer: Int
    let step: Int

    private var created: TaskItem {
        let id = UUID(uuidString: String(format: "%08X-0000-4000-8000-%012X", writer, step))
        return TaskFactory.make(
            id: id ?? UUID(), title: "w\(writer) s\(step)",
            due: step.isMultiple(of: 2) ? TaskFactory.day(2027, 1, step % 28 + 1) : nil,
            createdAt: TaskFactory.noon + Double(step))
    }

    private var changed: TaskItem {
        var task = created
        task.toggleDone(clock: TaskFactory.clock(at: TaskFactory.noon + 1_000))
        return task
    }

    private var isChanged: Bool { step.isMultiple(of: 3) }
    private var isDeleted: Bool { step.isMultiple(of: 5) }

    /// The task as it ends up, or nil when it was deleted.
    var survivor: TaskItem? { isDeleted ? nil : isChanged ? changed : created }

    func write(to repository: SQLiteTaskRepository) async throws {
        try await repository.create(created)
        if isChanged {
            _ = try await repository.update(created.id) {
                $0.toggleDone(clock: TaskFactory.clock(at: TaskFactory.noon + 1_000))
            }
        }
        if isDeleted { try await repository.delete(id: created.id) }
    }
}

private func plate(_ index: Int) -> Plate {
    Plate(String(format: "PBX%04d", index + 1))
}
