import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct TaskListOrderTests {
    @Test
    func sorted_listsPendingByDueDateUndatedLastThenDone() {
        let clock = TaskFactory.clock()
        let early = TaskFactory.make(title: "early", due: TaskFactory.day(2026, 12, 1))
        let late = TaskFactory.make(title: "late", due: TaskFactory.day(2027, 3, 1))
        let undatedOld = TaskFactory.make(title: "undated old", createdAt: TaskFactory.noon)
        let undatedNew = TaskFactory.make(
            title: "undated new", createdAt: TaskFactory.noon.addingTimeInterval(5))
        var doneEarly = TaskFactory.make(title: "done", due: TaskFactory.day(2026, 11, 30))
        doneEarly.toggleDone(clock: clock)

        let sorted = TaskListOrder.sorted([doneEarly, undatedNew, late, undatedOld, early])

        #expect(
            sorted.map(\.title.value) == ["early", "late", "undated old", "undated new", "done"])
    }

    @Test
    func sorted_isTotal_forTasksAlikeButForTheirIdentifier() throws {
        let first = TaskFactory.make(
            id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001")))
        let second = TaskFactory.make(
            id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000002")))
        #expect(TaskListOrder.sorted([second, first]).map(\.id) == [first.id, second.id])
    }
}
