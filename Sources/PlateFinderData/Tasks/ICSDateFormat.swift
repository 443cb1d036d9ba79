import Foundation
import PlateFinderDomain

/// Days and instants as iCalendar writes them (RFC 5545, 3.3.4 and 3.3.5).
///
/// Computed from the seconds, not with a formatter, so the result never depends on the
/// machine's calendar, locale or time zone.
enum ICSDateFormat {
    /// `day` as a DATE value, `YYYYMMDD`.
    static func date(_ day: CalendarDate) -> String {
        pad(day.year, 4) + pad(day.month, 2) + pad(day.day, 2)
    }

    /// `instant` as a UTC DATE-TIME value, `YYYYMMDDTHHMMSSZ`, to the second below;
    /// instants outside the years 1 to 9999 are clamped to them.
    static func utc(_ instant: Date) -> String {
        let seconds = instant.timeIntervalSince1970
        let clamped = seconds.isNaN ? 0 : min(max(seconds, firstSecond), lastSecond)
        let whole = Int64(clamped.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let time = whole - days * 86_400
        // The clamp above keeps the day within the years 1 to 9999, so this never fails.
        guard let day = CalendarDate(daysSince1970: Int(days)) else { return "19700101T000000Z" }
        return date(day) + "T" + pad(time / 3_600, 2)
            + pad(time % 3_600 / 60, 2) + pad(time % 60, 2) + "Z"
    }

    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    private static let firstSecond: Double = -62_135_596_800
    private static let lastSecond: Double = 253_402_300_799

    private static func pad<Number: BinaryInteger>(_ value: Number, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
