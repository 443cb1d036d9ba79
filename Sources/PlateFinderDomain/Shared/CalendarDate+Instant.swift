import Foundation

extension CalendarDate {
    /// The day `instant` falls on in `timeZone` (Gregorian calendar).
    public init(instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        // Every instant falls on a real Gregorian day, so the components always form one.
        self =
            CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(unchecked: 1970, 1, 1)
    }
}
