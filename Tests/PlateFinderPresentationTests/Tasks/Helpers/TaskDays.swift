import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// Instants at the edges of a day, and the days around them, for "today" rules.
enum TaskDays {
    /// 2026-11-29 00:00:00 in Ecuador (05:00 UTC).
    static let ecuadorMidnight = Date(timeIntervalSince1970: 1_795_928_400)
    /// 2026-11-28 23:59:59 in Ecuador (2026-11-29 04:59:59 UTC).
    static let lastSecondBefore = ecuadorMidnight.addingTimeInterval(-1)
    /// Coordinated Universal Time, five hours ahead of Ecuador.
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    static let november27 = TaskFactory.day(2026, 11, 27)
    static let november28 = TaskFactory.day(2026, 11, 28)
    static let november29 = TaskFactory.day(2026, 11, 29)
    static let november30 = TaskFactory.day(2026, 11, 30)
}
