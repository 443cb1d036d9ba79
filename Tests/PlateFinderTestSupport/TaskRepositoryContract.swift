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
            let found = try await repository.fetchAll().rows
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
            let found = try await repository.fetchAll().rows
            #expect(found.map(\.title.value) == ["early", "late", "undated", "done"])
        },
        Case(name: "update applies the change to the saved task and returns it") { repository in
            var task = TaskFactory.make(title: "before")
            task.setNote(try TaskNote("kept"), clock: TaskFactory.clock())
            try await repository.create(task)
            let title = try TaskTitle("after")
            let changed = try await repository.update(task.id) { saved in
                saved.setTitle(title, clock: TaskFactory.clock())
            }
            #expect(changed?.title.value == "after")
            #expect(changed?.note.value == "kept")
            let found = try await repository.fetchAll().rows
            #expect(found == [changed].compactMap { $0 })
        },
        Case(name: "update changes the task as saved now, not as read before") { repository in
            let task = TaskFactory.make(title: "title")
            try await repository.create(task)
            let note = try TaskNote("from another process")
            _ = try await repository.update(task.id) {
                $0.setNote(note, clock: TaskFactory.clock())
            }
            let title = try TaskTitle("edited")
            let changed = try await repository.update(task.id) {
                $0.setTitle(title, clock: TaskFactory.clock())
            }
            #expect(changed?.note.value == "from another process")
            #expect(changed?.title.value == "edited")
        },
        Case(name: "update is nil and saves nothing for a deleted task") { repository in
            let task = TaskFactory.make(title: "gone")
            try await repository.create(task)
            try await repository.delete(id: task.id)
            let changed = try await repository.update(task.id) {
                $0.toggleDone(clock: TaskFactory.clock())
            }
            #expect(changed == nil)
            #expect(try await repository.fetchAll().rows.isEmpty)
        },
        Case(name: "create unless matching saves once, then finds the match") { repository in
            let plate = Plate("PBX1234")
            let first = TaskFactory.make(title: "first", plate: plate)
            let other = TaskFactory.make(title: "other plate", plate: Plate("GBC4567"))
            try await repository.create(other)
            let sameTitle: @Sendable (TaskItem) -> Bool = { $0.title.value == "first" }
            #expect(try await repository.create(first, unlessAnyMatches: sameTitle) == nil)
            let second = TaskFactory.make(title: "first", plate: plate)
            #expect(try await repository.create(second, unlessAnyMatches: sameTitle) == first)
            let sameTitleElsewhere = TaskFactory.make(title: "other plate", plate: plate)
            let otherTitle: @Sendable (TaskItem) -> Bool = { $0.title.value == "other plate" }
            #expect(
                try await repository.create(sameTitleElsewhere, unlessAnyMatches: otherTitle) == nil
            )
            #expect(try await repository.fetchAll().rows.count == 3)
        },
        Case(name: "delete removes only that task") { repository in
            let keep = TaskFactory.make(title: "keep")
            let drop = TaskFactory.make(title: "drop")
            try await repository.create(keep)
            try await repository.create(drop)
            try await repository.delete(id: drop.id)
            try await repository.delete(id: UUID())
            let found = try await repository.fetchAll().rows
            #expect(found == [keep])
        },
    ]
}
