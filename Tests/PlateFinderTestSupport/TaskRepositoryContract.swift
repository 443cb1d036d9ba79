import Foundation
import PlateFinderDomain
import Testing

/// The behaviour every `TaskRepository` must show, run by each implementation's suite
/// with a fresh, empty repository per case.
public enum TaskRepositoryContract {
    /// One behaviour of the contract.
    public struct Case: Sendable, CustomTestStringConvertible {
        /// What the behaviour is, used as the test case's name.
        public let name: String
        /// Exercises a fresh repository and records issues for what it gets wrong.
        public let check: @Sendable (any TaskRepository) async throws -> Void
        /// The name shown by the test runner.
        public var testDescription: String { name }
    }

    /// Every case of the contract.
    public static let cases: [Case] = [
        Case(name: "fetchAll delivers nothing on an empty repository") { repository in
            let found = try await repository.fetchAll()
            #expect(found.isEmpty)
        },
        Case(name: "create then fetchById round-trips every field") { repository in
            var task = TaskFactory.make(
                title: "Matrícula PBX1234", due: TaskFactory.day(2027, 5, 1),
                plate: Plate("PBX1234"), reminder: .registration)
            try task.setNote("Renew in May; ÑANDÚ 👍🏽", clock: TaskFactory.clock())
            task.toggleDone(clock: TaskFactory.clock(at: TaskFactory.noon.addingTimeInterval(90)))
            try await repository.create(task)
            let found = try await repository.fetchById(task.id)
            #expect(found == task)
            let plain = TaskFactory.make(title: "plain")
            try await repository.create(plain)
            let foundPlain = try await repository.fetchById(plain.id)
            #expect(foundPlain == plain)
        },
        Case(name: "fetchById delivers nil for an unknown id") { repository in
            let found = try await repository.fetchById(UUID())
            #expect(found == nil)
        },
        Case(name: "fetchAll lists pending by due date, undated last, then done") { repository in
            let late = TaskFactory.make(title: "late", due: TaskFactory.day(2027, 1, 2))
            let early = TaskFactory.make(title: "early", due: TaskFactory.day(2026, 12, 1))
            let undated = TaskFactory.make(title: "undated")
            var done = TaskFactory.make(title: "done", due: TaskFactory.day(2026, 11, 30))
            done.toggleDone(clock: TaskFactory.clock())
            for task in [done, undated, late, early] { try await repository.create(task) }
            let found = try await repository.fetchAll()
            #expect(found.map(\.title.value) == ["early", "late", "undated", "done"])
        },
        Case(name: "update saves changes and ignores a deleted task") { repository in
            var task = TaskFactory.make(title: "before")
            try await repository.create(task)
            try task.setTitle("after", clock: TaskFactory.clock())
            try await repository.update(task)
            let found = try await repository.fetchAll()
            #expect(found == [task])
            try await repository.delete(id: task.id)
            try await repository.update(task)
            let afterDelete = try await repository.fetchAll()
            #expect(afterDelete.isEmpty)
        },
        Case(name: "delete removes only that task") { repository in
            let keep = TaskFactory.make(title: "keep")
            let drop = TaskFactory.make(title: "drop")
            try await repository.create(keep)
            try await repository.create(drop)
            try await repository.delete(id: drop.id)
            try await repository.delete(id: UUID())
            let found = try await repository.fetchAll()
            #expect(found == [keep])
        },
    ]
}
