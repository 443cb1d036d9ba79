import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct TaskDueDateTests {
    private let today = TaskFactory.day(2026, 11, 29)

    @Test(arguments: [(2026, 11, 29), (2026, 11, 30), (2027, 1, 1), (2026, 12, 31)])
    func init_acceptsTodayAndLater(year: Int, month: Int, day: Int) throws {
        let due = try TaskDueDate(TaskFactory.day(year, month, day), today: today)
        #expect(due.day == TaskFactory.day(year, month, day))
    }

    @Test(arguments: [(2026, 11, 28), (2025, 11, 29), (2026, 10, 31)])
    func init_throwsDueDateInPast_beforeToday(year: Int, month: Int, day: Int) {
        #expect(throws: TaskValidationError.dueDateInPast) {
            try TaskDueDate(TaskFactory.day(year, month, day), today: today)
        }
    }

    @Test
    func restoring_keepsAPastDayAndReportsItOverdue() {
        let due = TaskDueDate(restoring: TaskFactory.day(2026, 11, 1))
        #expect(due.isOverdue(today: today))
        #expect(!TaskDueDate(restoring: today).isOverdue(today: today))
    }

    /// 2026-11-30 02:30 UTC is still the 29th in Ecuador (UTC−5) but the 30th in Madrid.
    @Test(arguments: [
        ("America/Guayaquil", 1_796_005_800.0, (2026, 11, 29)),
        ("Europe/Madrid", 1_796_005_800.0, (2026, 11, 30)),
        ("America/Guayaquil", 1_796_014_799.0, (2026, 11, 29)),
        ("America/Guayaquil", 1_796_014_800.0, (2026, 11, 30)),
        ("Pacific/Kiritimati", 1_795_953_600.0, (2026, 11, 30)),
        ("Pacific/Pago_Pago", 1_795_953_600.0, (2026, 11, 29)),
    ])
    func today_isTheCalendarDayInTheUsersTimeZone(
        zone: String, instant: Double, expected: (Int, Int, Int)
    ) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let clock = DayClock(
            timeZone: timeZone, instants: InstantClock { Date(timeIntervalSince1970: instant) })
        #expect(clock.today() == TaskFactory.day(expected.0, expected.1, expected.2))
    }

    @Test
    func validation_atTheLastSecondOfTheDay_stillAcceptsToday() throws {
        // 23:59:59 on the 29th in Ecuador.
        let clock = DayClock(
            timeZone: TaskFactory.ecuador,
            instants: InstantClock { Date(timeIntervalSince1970: 1_796_014_799) })
        var task = TaskFactory.make()
        try task.setDueDate(TaskFactory.day(2026, 11, 29), clock: clock)
        #expect(task.dueDate?.day == TaskFactory.day(2026, 11, 29))
        let nextSecond = DayClock(
            timeZone: TaskFactory.ecuador,
            instants: InstantClock { Date(timeIntervalSince1970: 1_796_014_800) })
        #expect(throws: TaskValidationError.dueDateInPast) {
            try task.setDueDate(TaskFactory.day(2026, 11, 29), clock: nextSecond)
        }
    }
}
