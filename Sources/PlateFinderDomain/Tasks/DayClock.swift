import Foundation

/// The current instant and the user's time zone, injected so "today" is testable at
/// midnight and across time zones.
public struct DayClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> Date
    /// The user's time zone, in which "today" is decided.
    public let timeZone: TimeZone

    /// A clock reading `now` in `timeZone`.
    public init(timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// Today, as a calendar day in the user's time zone.
    public func today() -> CalendarDate {
        CalendarDate(instant: now(), in: timeZone)
    }
}
