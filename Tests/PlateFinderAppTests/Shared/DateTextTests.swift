import Foundation
import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct DateTextTests {
    @Test(arguments: [
        (1_795_960_980.0, "2026-11-29T14:03:00Z"),
        (1_795_960_980.999, "2026-11-29T14:03:00Z"),
        (0.0, "1970-01-01T00:00:00Z"),
        (951_782_400.0, "2000-02-29T00:00:00Z"),
    ])
    func iso8601_writesUTCWholeSeconds(seconds: Double, expected: String) {
        #expect(DateText.iso8601(Date(timeIntervalSince1970: seconds)) == expected)
    }

    @Test(arguments: [
        ("America/Guayaquil", "2026-11-29 09:03"),
        ("UTC", "2026-11-29 14:03"),
        ("Pacific/Kiritimati", "2026-11-30 04:03"),
    ])
    func local_writesWallClockDateAndTime_inTimeZone(identifier: String, expected: String) throws {
        let timeZone = try #require(TimeZone(identifier: identifier))

        #expect(
            DateText.local(Date(timeIntervalSince1970: 1_795_960_980), timeZone: timeZone)
                == expected)
    }

    @Test(arguments: [
        (
            ReportedDate(day: CalendarDate(isoString: "2025-08-14"), text: "14/08/2025"),
            "2025-08-14"
        ),
        (ReportedDate(day: nil, text: "14 ago 2025"), "14 ago 2025"),
        (ReportedDate(day: nil, text: "14\u{1B}[2J ago"), "14 ago"),
        (ReportedDate.none, "—"),
    ])
    func reported_writesTheDay_orThePortalsSafeText_orTheEmptyValue(
        date: ReportedDate, expected: String
    ) {
        #expect(DateText.reported(date) == expected)
    }
}
