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
        let (year, month, day) = civil(daysSince1970: days)
        return pad(year, 4) + pad(month, 2) + pad(day, 2) + "T" + pad(time / 3_600, 2)
            + pad(time % 3_600 / 60, 2) + pad(time % 60, 2) + "Z"
    }

    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    private static let firstSecond: Double = -62_135_596_800
    private static let lastSecond: Double = 253_402_300_799

    /// The proleptic Gregorian day `days` after 1970-01-01 (H. Hinnant's civil_from_days).
    private static func civil(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad<Number: BinaryInteger>(_ value: Number, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
