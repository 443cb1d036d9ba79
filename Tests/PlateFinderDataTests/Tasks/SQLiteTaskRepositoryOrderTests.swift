import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// SQLite sorts the listing itself, along an index; its order must be the domain's.
struct SQLiteTaskRepositoryOrderTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func fetchAll_deliversTaskListOrder_forManyRandomTasksWithTies(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let tasks = (0..<200).map { _ in randomTask(using: &random) }
        try await withTemporaryFolder { directory in
            let sut = try makeSUT(path: directory.file("order.sqlite"))
            for task in tasks { try await sut.create(task) }

            let found = try await sut.fetchAll().rows

            #expect(found == TaskListOrder.sorted(tasks))
        }
    }

    @Test func listing_readsAlongTheIndex_withoutSorting() async throws {
        try withTemporaryFolder { directory in
            let path = directory.file("order.sqlite")
            _ = try makeSUT(path: path)

            let plan = try SQLiteConnection(path: path).query(
                """
                EXPLAIN QUERY PLAN SELECT id, title, note, due_date, is_done, created_at,
                    updated_at, plate, reminder
                FROM tasks ORDER BY is_done, due_date IS NULL, due_date, created_at, id
                """
            ) { $0.text(at: 3) ?? "" }

            #expect(plan.contains { $0.contains("USING INDEX tasks_in_list_order") })
            #expect(!plan.contains { $0.contains("TEMP B-TREE") })
        }
    }

    /// Few days and few instants, so many tasks tie on each and the later keys decide.
    private func randomTask(using random: inout SeededGenerator) -> TaskItem {
        let days: [CalendarDate?] = [
            nil, TaskFactory.day(2026, 12, 1), TaskFactory.day(2027, 1, 2),
            TaskFactory.day(2027, 10, 1), TaskFactory.day(2025, 3, 9),
        ]
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &random) }
        let id = UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14],
                bytes[15]
            ))
        var task = TaskFactory.make(
            id: id, title: "task \(Int.random(in: 0..<1_000, using: &random))",
            due: days.randomElement(using: &random) ?? nil,
            createdAt: TaskFactory.noon + Double(Int.random(in: 0..<4, using: &random)) * 0.25)
        if Bool.random(using: &random) { task.toggleDone(clock: TaskFactory.clock()) }
        return task
    }

    private func makeSUT(path: String) throws -> SQLiteTaskRepository {
        try SQLiteTaskRepository(path: path)
    }
}
