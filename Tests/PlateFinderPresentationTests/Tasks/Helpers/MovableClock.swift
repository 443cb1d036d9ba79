import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// A clock a test moves by hand, to see a screen before and after midnight.
final class MovableClock: @unchecked Sendable {
    // Safe to share: `instant` is only read and written while holding `lock`.
    private let lock = NSLock()
    private var instant: Date

    /// A clock stopped at `instant`.
    init(at instant: Date) {
        self.instant = instant
    }

    /// Moves the clock to `instant`.
    func move(to instant: Date) {
        lock.withLock { self.instant = instant }
    }

    /// The clock as the domain reads it, in `timeZone`.
    func dayClock(in timeZone: TimeZone = TaskFactory.ecuador) -> DayClock {
        DayClock(timeZone: timeZone, instants: InstantClock { [self] in lock.withLock { instant } })
    }
}
