import Foundation
import PlateFinderCLITestSupport

/// Checks on the dates the JSON output carries.
enum ISO8601Text {
    /// Whether `text` reads like `2026-11-29T14:03:00Z`: UTC, whole seconds.
    static func isUTCSeconds(_ text: String) -> Bool {
        let pattern = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// The instant `text` (`2026-11-29T14:03:00Z`) names, if it is one.
    static func date(_ text: String) -> Date? {
        guard isUTCSeconds(text) else { return nil }
        return ISO8601DateFormatter().date(from: text)
    }
}
