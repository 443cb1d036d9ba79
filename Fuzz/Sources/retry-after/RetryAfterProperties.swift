import Foundation
import FuzzSupport
import PlateFinderData

/// A `Retry-After` field (the field, a zero byte, the answer's `Date` field) is no wait or
/// a wait of at most a week; a number of seconds always is one; and a date written in any
/// of HTTP's three forms, some seconds after the answer's own date, reads as those seconds.
enum RetryAfterProperties {
    /// 2026-11-29T15:00:00Z, when every answer is received.
    static let received = Date(timeIntervalSince1970: 1_795_964_400)

    static func check(_ bytes: [UInt8]) {
        let (head, tail) = FuzzBytes.split(bytes)
        let value = FuzzBytes.latin1(head)
        let sentAt = bytes.contains(0) ? FuzzBytes.latin1(tail) : nil
        let wait = HTTPRetryAfter.delay(value, sentAt: sentAt, receivedAt: received)
        if let wait {
            Property.require(
                wait >= .zero && wait <= HTTPRetryAfter.longestWait,
                "\(Property.quote(value)) reads as a wait of \(wait)")
        }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            Property.require(wait != nil, "\(Property.quote(value)) is seconds, yet no wait")
        }
        checkWrittenDates(FuzzInput(bytes))
    }

    /// A date some seconds after a sending date, written in every form, reads as them.
    private static func checkWrittenDates(_ input: FuzzInput) {
        var input = input
        // Whole seconds between the years 1970 and 2069, which RFC 850's two-digit years
        // name without doubt.
        let sent = Date(timeIntervalSince1970: Double(input.number(in: 0...3_155_759_999)))
        let seconds = input.number(in: 0...1_209_600)
        let until = sent.addingTimeInterval(Double(seconds))
        guard until.timeIntervalSince1970 < 3_155_760_000 else { return }
        let expected = min(Duration.seconds(seconds), HTTPRetryAfter.longestWait)
        for form in Form.allCases {
            let wait = HTTPRetryAfter.delay(
                form.write(until), sentAt: Form.imf.write(sent), receivedAt: received)
            Property.require(
                wait == expected,
                "\(Property.quote(form.write(until))) sent at \(Form.imf.write(sent)) reads as"
                    + " \(String(describing: wait)), not \(expected)")
        }
    }

    /// The three forms of an HTTP-date (RFC 9110, 5.6.7), written by hand in UTC.
    private enum Form: CaseIterable {
        case imf, rfc850, asctime

        func write(_ date: Date) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
            let parts = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
            let weekday = (parts.weekday ?? 1) - 1
            let month = Self.months[(parts.month ?? 1) - 1]
            let year = parts.year ?? 1970
            let time = [parts.hour, parts.minute, parts.second].map { pad($0 ?? 0) }
                .joined(separator: ":")
            let day = parts.day ?? 1
            switch self {
            case .imf:
                return "\(Self.weekdays[weekday]), \(pad(day)) \(month) \(year) \(time) GMT"
            case .rfc850:
                return "\(Self.longWeekdays[weekday]), \(pad(day))-\(month)-\(pad(year % 100))"
                    + " \(time) GMT"
            case .asctime:
                let spaced = day < 10 ? " \(day)" : "\(day)"
                return "\(Self.weekdays[weekday]) \(month) \(spaced) \(time) \(year)"
            }
        }

        private func pad(_ number: Int) -> String {
            number < 10 ? "0\(number)" : "\(number)"
        }

        private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        private static let longWeekdays = [
            "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        ]
        private static let months = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ]
    }
}
