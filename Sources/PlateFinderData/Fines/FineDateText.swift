import Foundation
import PlateFinderDomain

/// Reads a date as the fines grid writes it: `dd/MM/yyyy`, `dd-MM-yyyy` or `yyyy-MM-dd`,
/// each optionally followed by a time, which is ignored.
enum FineDateText {
    /// The date `text` spells, keeping the text when it is not one of those forms.
    static func date(_ text: String) -> ReportedDate {
        ReportedDate(day: day(text), text: text)
    }

    private static func day(_ text: String) -> CalendarDate? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, isTime(bytes[10...]) else { return nil }
        let head = String(decoding: bytes[..<10], as: UTF8.self)
        if let day = CalendarDate(isoString: head) { return day }
        // `dd/MM/yyyy` is `dd-MM-yyyy` with other separators.
        guard bytes[2] == bytes[5], bytes[2] == UInt8(ascii: "/") || bytes[2] == UInt8(ascii: "-")
        else { return nil }
        return CalendarDate(ddMMyyyy: head.replacingOccurrences(of: "/", with: "-"))
    }

    /// Nothing, or a space or `T` and then a clock time such as `10:30` or `10:30:00.0`.
    private static func isTime(_ rest: ArraySlice<UInt8>) -> Bool {
        guard let separator = rest.first else { return true }
        let clock = rest.dropFirst()
        return (separator == UInt8(ascii: " ") || separator == UInt8(ascii: "T"))
            && clock.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true
            && clock.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: ":")).contains($0) || $0 == UInt8(ascii: ".")
            }
    }
}
