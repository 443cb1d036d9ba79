import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskListViewModelOverdueTests {
    @Test(arguments: [
        // (now, time zone, due day, overdue)
        (TaskDays.lastSecondBefore, TaskFactory.ecuador, TaskDays.november28, false),
        (TaskDays.ecuadorMidnight, TaskFactory.ecuador, TaskDays.november28, true),
        (TaskDays.ecuadorMidnight, TaskFactory.ecuador, TaskDays.november29, false),
        (TaskDays.lastSecondBefore, TaskDays.utc, TaskDays.november28, true),
        (TaskDays.lastSecondBefore, TaskDays.utc, TaskDays.november29, false),
    ])
    func isOverdue_judgesTheDueDayAgainstTodayInTheClocksTimeZone(
        now: Date, timeZone: TimeZone, due: CalendarDate, overdue: Bool
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let task = TaskSamples.make(0xB1, "Renew", due: due)
            let sut = makeSUT(
                tasks: [task], clock: TaskFactory.clock(at: now, in: timeZone), tracker: tracker)

            await sut.load()

            #expect(sut.isOverdue(task) == overdue)
        }
    }

    @Test
    func isOverdue_isFalse_forDoneAndUndatedTasks() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tasks: TaskSamples.all, clock: TaskFactory.clock(), tracker: tracker)
            sut.filter = .all

            await sut.load()

            #expect(sut.tasks.value?.map(sut.isOverdue) == [true, false, false, false])
        }
    }

    @Test
    func load_readsTodayAgain_soATaskBecomesOverdueAfterMidnight() async {
        await withLeakTrackingOnMainActor { tracker in
            let clock = MovableClock(at: TaskDays.lastSecondBefore)
            let task = TaskSamples.make(0xB1, "Renew", due: TaskDays.november28)
            let sut = makeSUT(tasks: [task], clock: clock.dayClock(), tracker: tracker)
            await sut.load()
            #expect(sut.today == TaskDays.november28)
            #expect(!sut.isOverdue(task))

            clock.move(to: TaskDays.ecuadorMidnight)
            #expect(!sut.isOverdue(task))
            await sut.load()

            #expect(sut.today == TaskDays.november29)
            #expect(sut.isOverdue(task))
        }
    }

    private func makeSUT(
        tasks: [TaskItem], clock: DayClock, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TaskListViewModel {
        let errorHandler = ErrorHandler()
        let sut = TaskListViewModel(
            tasks: TaskUseCases.manageTasks(InMemoryTaskRepository(tasks: tasks), clock: clock),
            errorHandler: errorHandler, clock: clock)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return sut
    }
}
