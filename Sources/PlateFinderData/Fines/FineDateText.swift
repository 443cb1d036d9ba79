import Foundation
import PlateFinderDomain

/// Reads a date as the fines grid writes it: `dd/MM/yyyy`, `dd-MM-yyyy` or `yyyy-MM-dd`,
/// each optionally followed by a space or `T` and a clock time (`10:30`, `10:30:00.0`),
/// which is checked but not kept.
enum FineDateText {
    /// The date `text` spells, keeping the text when it is not one of those forms; nil when
    /// it is written as one of them but names no real day or time (`31/02/2025`,
    /// `2025-01-01T25:99`).
    static func date(_ text: String) -> ReportedDate? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let head = Head(bytes[..<10]) else {
            return ReportedDate(day: nil, text: text)
        }
        let rest = bytes[10...]
        switch time(rest) {
        case .notATime: return ReportedDate(day: nil, text: text)
        case .impossible: return nil
        case .none, .valid:
            guard let day = CalendarDate(year: head.year, month: head.month, day: head.day)
            else { return nil }
            return ReportedDate(day: day, text: text)
        }
    }

    /// The day's three numbers, in either order the grid writes them.
    private struct Head {
        let year: Int
        let month: Int
        let day: Int

        init?(_ bytes: ArraySlice<UInt8>) {
            let bytes = Array(bytes)
            let dash = UInt8(ascii: "-")
            if bytes[4] == dash, bytes[7] == dash, let year = number(bytes[0..<4]),
                let month = number(bytes[5..<7]), let day = number(bytes[8..<10])
            {
                (self.year, self.month, self.day) = (year, month, day)
                return
            }
            // `dd/MM/yyyy` and `dd-MM-yyyy`, one separator throughout.
            guard bytes[2] == bytes[5], bytes[2] == UInt8(ascii: "/") || bytes[2] == dash,
                let day = number(bytes[0..<2]), let month = number(bytes[3..<5]),
                let year = number(bytes[6..<10])
            else { return nil }
            (self.year, self.month, self.day) = (year, month, day)
        }
    }

    /// What follows a day.
    private enum Time {
        /// Nothing.
        case none
        /// A clock time that exists.
        case valid
        /// A clock time that does not (`25:99`, `10`, `10:5`).
        case impossible
        /// Something other than a clock time.
        case notATime
    }

    /// Reads `rest` as a space or `T`, then `H:MM` or `HH:MM`, maybe `:SS`, maybe a
    /// fraction of a second (hours 0–23, minutes and seconds 0–59). Text of digits, colons
    /// and dots that is no such time is impossible; other text is not a time at all.
    private static func time(_ rest: ArraySlice<UInt8>) -> Time {
        guard let separator = rest.first else { return .none }
        let clock = Array(rest.dropFirst())
        let isClockByte = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: ":")).contains(byte) || byte == UInt8(ascii: ".")
        }
        guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "T"),
            clock.first.map({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) == true,
            clock.allSatisfy(isClockByte)
        else { return .notATime }
        let (seconds, fraction) = split(clock, at: UInt8(ascii: "."))
        if let fraction {
            guard (1...9).contains(fraction.count), number(fraction[...]) != nil else {
                return .impossible
            }
        }
        let parts = seconds.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), fraction == nil || parts.count == 3,
            (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
            let hour = number(parts[0]), (0...23).contains(hour),
            parts.dropFirst().allSatisfy({ number($0).map { (0...59).contains($0) } == true })
        else { return .impossible }
        return .valid
    }

    /// `bytes` before and after the first `separator`; nil after when there is none.
    private static func split(_ bytes: [UInt8], at separator: UInt8) -> ([UInt8], [UInt8]?) {
        guard let index = bytes.firstIndex(of: separator) else { return (bytes, nil) }
        return (Array(bytes[..<index]), Array(bytes[(index + 1)...]))
    }
}

/// The number ASCII digits `bytes` spell; nil when one is not a digit, or there are none.
private func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty else { return nil }
    var value = 0
    for byte in bytes {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
}
