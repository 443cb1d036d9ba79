import Foundation

/// Tells the person's calendar day: the instant an `InstantClock` gives, read in their time
/// zone, so "today" is testable at midnight and across time zones.
public struct DayClock: Sendable {
    /// The clock the instant is read from.
    public let instants: InstantClock
    /// The person's time zone, in which "today" is decided.
    public let timeZone: TimeZone

    /// The day in `timeZone` at the instant `instants` gives.
    public init(timeZone: TimeZone, instants: InstantClock = .system) {
        self.instants = instants
        self.timeZone = timeZone
    }

    /// Today, as a calendar day in the person's time zone.
    public func today() -> CalendarDate {
        CalendarDate(instant: instants.now(), in: timeZone)
    }
}
