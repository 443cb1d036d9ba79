import Foundation

/// A day on the Gregorian calendar, with no time and no time zone.
///
/// The portal prints days, not instants; keeping them as days avoids shifting a date by
/// one when it is read in another time zone.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2025.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// A day, or nil when the three numbers name no real day (`31-02-2025`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CalendarDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A day known to be valid; for constants only.
    init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the portal's `dd-MM-yyyy` form exactly (two, two and four ASCII digits).
    public init?(ddMMyyyy text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[2] == UInt8(ascii: "-"), bytes[5] == UInt8(ascii: "-"),
            let day = CalendarDate.number(bytes[0..<2]),
            let month = CalendarDate.number(bytes[3..<5]),
            let year = CalendarDate.number(bytes[6..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses the ISO 8601 form `YYYY-MM-DD` exactly (four, two and two ASCII digits).
    public init?(isoString text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = CalendarDate.number(bytes[0..<4]),
            let month = CalendarDate.number(bytes[5..<7]),
            let day = CalendarDate.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The ISO 8601 form, `YYYY-MM-DD`.
    public var isoString: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// The ISO 8601 form, `YYYY-MM-DD`.
    public var description: String { isoString }

    /// Orders days chronologically.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
