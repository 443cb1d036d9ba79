import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct CalendarDateDaysTests {
    @Test(arguments: [
        ((2026, 3, 15), 60, "2026-05-14"), ((2026, 12, 31), 1, "2027-01-01"),
        ((2024, 2, 28), 1, "2024-02-29"), ((2025, 2, 28), 1, "2025-03-01"),
        ((2026, 3, 1), -1, "2026-02-28"), ((2000, 3, 1), -1, "2000-02-29"),
        ((1970, 1, 1), -1, "1969-12-31"), ((2026, 1, 1), 365, "2027-01-01"),
    ])
    func adding_countsCalendarDays(start: (Int, Int, Int), days: Int, expected: String) {
        let sut = TaskFactory.day(start.0, start.1, start.2)

        #expect(sut.adding(days: days)?.isoString == expected)
    }

    @Test func adding_isNil_pastTheCalendarsEnds() {
        #expect(TaskFactory.day(9999, 12, 31).adding(days: 1) == nil)
        #expect(TaskFactory.day(1, 1, 1).adding(days: -1) == nil)
        #expect(TaskFactory.day(2026, 1, 1).adding(days: .max) == nil)
    }

    @Test(arguments: [
        (2026, 2, "2026-02-28"), (2024, 2, "2024-02-29"), (2026, 4, "2026-04-30"),
        (2026, 12, "2026-12-31"), (9999, 12, "9999-12-31"),
    ])
    func lastDay_isTheMonthsLast(year: Int, month: Int, expected: String) {
        #expect(CalendarDate.lastDay(ofMonth: month, year: year)?.isoString == expected)
    }

    @Test func lastDay_isNil_forAMonthThatIsNone() {
        #expect(CalendarDate.lastDay(ofMonth: 13, year: 2026) == nil)
    }
}
