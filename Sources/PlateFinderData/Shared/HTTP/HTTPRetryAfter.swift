import Foundation

/// Reads a `Retry-After` field (RFC 9110, 10.2.3): a number of seconds, or an HTTP-date to
/// wait until, in any of the three forms a recipient must accept.
///
/// Parsed by hand, in UTC on the Gregorian calendar, so the result never depends on the
/// machine's locale or time zone. The field comes from outside: anything but those forms
/// is no wait at all (nil), and a wait is never more than `longestWait`.
public enum HTTPRetryAfter {
    /// The longest wait a field is read as; a caller caps it further.
    public static let longestWait = Duration.seconds(7 * 24 * 60 * 60)

    /// How long `value` asks to wait. A date counts from `sentAt` (the answer's `Date`
    /// field, when it is a date: the server's own clock), or else from `receivedAt`; a date
    /// already past is no wait. Nil when `value` is neither form.
    public static func delay(_ value: String, sentAt: String?, receivedAt: Date) -> Duration? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if !value.isEmpty, value.utf8.allSatisfy(isDigit) {
            // More digits than a week has seconds can only mean "a long time".
            guard value.utf8.count <= 7, let seconds = Int(value) else { return longestWait }
            return min(.seconds(seconds), longestWait)
        }
        guard let until = date(value) else { return nil }
        let from = sentAt.flatMap(date) ?? receivedAt
        let seconds = until.timeIntervalSince(from)
        guard seconds > 0 else { return .zero }
        return min(.seconds(seconds), longestWait)
    }

    /// The instant an HTTP-date names: `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate),
    /// `Sunday, 06-Nov-94 08:49:37 GMT` (RFC 850) or `Sun Nov  6 08:49:37 1994` (asctime).
    public static func date(_ text: String) -> Date? {
        guard text.utf8.count <= 64 else { return nil }
        let tokens = text.split { $0 == " " || $0 == "," || $0 == "-" }.map(String.init)
        switch tokens.count {
        case 6 where tokens[5] == "GMT" && isWeekday(tokens[0]):
            guard let year = Int(tokens[3]), tokens[3].count == 4 || tokens[3].count == 2
            else { return nil }
            let fullYear = tokens[3].count == 4 ? year : (year < 70 ? 2000 + year : 1900 + year)
            return instant(year: fullYear, month: tokens[2], day: tokens[1], time: tokens[4])
        case 5 where isWeekday(tokens[0]):
            guard tokens[4].count == 4, let year = Int(tokens[4]) else { return nil }
            return instant(year: year, month: tokens[1], day: tokens[2], time: tokens[3])
        default:
            return nil
        }
    }

    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longWeekdays = [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]

    private static func isWeekday(_ token: String) -> Bool {
        weekdays.contains(token) || longWeekdays.contains(token)
    }

    private static func instant(year: Int, month: String, day: String, time: String) -> Date? {
        let clock = time.split(separator: ":", omittingEmptySubsequences: false)
        guard let monthIndex = months.firstIndex(of: month), (1...2).contains(day.count),
            day.utf8.allSatisfy(isDigit), let dayNumber = Int(day), clock.count == 3,
            clock.allSatisfy({ $0.count == 2 && $0.utf8.allSatisfy(isDigit) }),
            let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
            hour < 24, minute < 60, second <= 60, (1...9999).contains(year)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
        let parts = DateComponents(
            year: year, month: monthIndex + 1, day: dayNumber, hour: hour, minute: minute,
            second: min(second, 59))
        guard parts.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: parts)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
