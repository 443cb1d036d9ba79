import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct TaskItemTests {
    private let created = TaskFactory.noon
    private var later: DayClock { TaskFactory.clock(at: created.addingTimeInterval(60)) }

    @Test
    func init_startsPendingWithUpdatedAtEqualToCreatedAt() {
        let task = TaskFactory.make(createdAt: created)
        #expect(!task.isDone)
        #expect(task.updatedAt == created)
    }

    @Test
    func everyChange_bumpsUpdatedAtAndKeepsCreatedAt() throws {
        var task = TaskFactory.make(createdAt: created)

        try task.setTitle(" New title ", clock: later)
        #expect(task.title.value == "New title")
        #expect(task.updatedAt == created.addingTimeInterval(60))

        let evenLater = TaskFactory.clock(at: created.addingTimeInterval(120))
        try task.setNote("why", clock: evenLater)
        #expect(task.updatedAt == created.addingTimeInterval(120))

        task.toggleDone(clock: TaskFactory.clock(at: created.addingTimeInterval(180)))
        #expect(task.isDone)
        try task.setDueDate(nil, clock: TaskFactory.clock(at: created.addingTimeInterval(240)))
        #expect(task.updatedAt == created.addingTimeInterval(240))
        #expect(task.createdAt == created)
    }

    @Test
    func refusedChange_leavesTheTaskAsItWas() {
        var task = TaskFactory.make(createdAt: created)
        let before = task

        #expect(throws: TaskValidationError.emptyTitle) { try task.setTitle("  ", clock: later) }
        #expect(throws: TaskValidationError.dueDateInPast) {
            try task.setDueDate(TaskFactory.day(2020, 1, 1), clock: later)
        }
        #expect(task == before)
    }

    @Test
    func clockSetBack_neverMakesUpdatedAtEarlierThanCreatedAt() {
        var task = TaskFactory.make(createdAt: created)
        task.toggleDone(clock: TaskFactory.clock(at: created.addingTimeInterval(-3_600)))
        #expect(task.updatedAt == created)
    }

    @Test
    func isOverdue_onlyForPendingTasksDueBeforeToday() {
        let today = TaskFactory.day(2026, 11, 29)
        var task = TaskFactory.make(due: TaskFactory.day(2026, 11, 28))
        #expect(task.isOverdue(today: today))
        task.toggleDone(clock: later)
        #expect(!task.isOverdue(today: today))
        #expect(!TaskFactory.make(due: today).isOverdue(today: today))
        #expect(!TaskFactory.make().isOverdue(today: today))
    }
}
