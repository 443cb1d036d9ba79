import Foundation
import PlateFinderCLITestSupport

/// Today as a person in another time zone sees it, worked out by the test itself.
enum LocalDay {
    /// `YYYY-MM-DD` of today in the time zone named `identifier`.
    static func today(in identifier: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
