import Foundation

extension CalendarDate {
    /// The day `days` after this one (before, when negative); nil outside the years 1 to
    /// 9999.
    public func adding(days: Int) -> CalendarDate? {
        let (shifted, overflow) = dayNumber.addingReportingOverflow(days)
        guard !overflow else { return nil }
        return Self(daysSince1970: shifted)
    }

    /// The last day of `month` of `year`; nil for a month or year out of range.
    public static func lastDay(ofMonth month: Int, year: Int) -> CalendarDate? {
        (28...31).reversed().lazy.compactMap { CalendarDate(year: year, month: month, day: $0) }
            .first
    }

    /// Days since 1970-01-01 (H. Hinnant's days_from_civil).
    private var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `dayNumber` days after 1970-01-01 (before it, when negative); nil outside
    /// the years 1 to 9999 (H. Hinnant's civil_from_days).
    public init?(daysSince1970 dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }
}
