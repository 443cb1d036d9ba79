import Foundation

/// Dates as PlateFinder writes them: ISO 8601 in UTC for machines, local date and time for
/// people. Written by hand so the output never depends on the system's locale data.
public enum DateText {
    /// `2026-11-29T14:03:00Z`: UTC, whole seconds.
    public static func iso8601(_ date: Date) -> String {
        let parts = components(of: date, in: TimeZone(secondsFromGMT: 0) ?? .gmt)
        return day(parts) + "T" + time(parts, seconds: true) + "Z"
    }

    /// `2026-11-29 09:03`: the wall-clock date and time in `timeZone`.
    public static func local(_ date: Date, timeZone: TimeZone) -> String {
        let parts = components(of: date, in: timeZone)
        return day(parts) + " " + time(parts, seconds: false)
    }

    private static func components(of date: Date, in timeZone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Whole seconds, rounded down, so the text never claims a time not yet reached.
        let second = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        return calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: second)
    }

    private static func day(_ parts: DateComponents) -> String {
        pad(parts.year ?? 0, 4) + "-" + pad(parts.month ?? 0, 2) + "-" + pad(parts.day ?? 0, 2)
    }

    private static func time(_ parts: DateComponents, seconds: Bool) -> String {
        let minutes = pad(parts.hour ?? 0, 2) + ":" + pad(parts.minute ?? 0, 2)
        return seconds ? minutes + ":" + pad(parts.second ?? 0, 2) : minutes
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
