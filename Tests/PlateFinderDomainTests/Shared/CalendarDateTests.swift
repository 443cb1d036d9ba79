import PlateFinderDomain
import Testing

struct CalendarDateTests {
    @Test(arguments: [
        ("14-06-2025", 2025, 6, 14), ("31-05-2030", 2030, 5, 31), ("29-02-2024", 2024, 2, 29),
        ("01-01-0001", 1, 1, 1), ("31-12-9999", 9999, 12, 31), ("29-02-2000", 2000, 2, 29),
    ])
    func initDDMMYYYY_parsesValidDays(text: String, year: Int, month: Int, day: Int) throws {
        let date = try #require(CalendarDate(ddMMyyyy: text))
        #expect((date.year, date.month, date.day) == (year, month, day))
    }

    @Test(arguments: [
        "", "31-02-2025", "29-02-2023", "29-02-1900", "00-01-2025", "01-13-2025", "01-00-2025",
        "1-6-2025", "14/06/2025", "2025-06-14", "14-06-25", " 14-06-2025", "14-06-2025 ",
        "14-06-２025", "aa-bb-cccc", "31-04-2025", "01-01-0000",
    ])
    func initDDMMYYYY_deliversNil_forTextThatIsNoRealDay(text: String) {
        #expect(CalendarDate(ddMMyyyy: text) == nil)
    }

    @Test(arguments: [
        (2025, 6, 14, "2025-06-14"), (1, 1, 1, "0001-01-01"), (2030, 12, 31, "2030-12-31"),
    ])
    func isoString_padsEveryComponent(year: Int, month: Int, day: Int, iso: String) throws {
        let date = try #require(CalendarDate(year: year, month: month, day: day))
        #expect(date.isoString == iso)
        #expect(date.description == iso)
    }

    @Test
    func comparison_ordersChronologically() throws {
        let earlier = try #require(CalendarDate(year: 2025, month: 12, day: 31))
        let later = try #require(CalendarDate(year: 2026, month: 1, day: 1))
        #expect(earlier < later)
        #expect(!(later < earlier))
        #expect(try #require(CalendarDate(year: 2026, month: 1, day: 2)) > later)
    }
}
