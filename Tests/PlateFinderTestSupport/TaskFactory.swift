import Foundation
import PlateFinderDomain

/// Tasks, clocks and days for tests.
public enum TaskFactory {
    /// A fixed instant: 2026-11-29 12:00 UTC.
    public static let noon = Date(timeIntervalSince1970: 1_795_953_600)

    /// Guayaquil's time zone (UTC−5, no daylight saving).
    public static let ecuador = TimeZone(identifier: "America/Guayaquil") ?? .gmt

    /// A clock stopped at `instant` in `timeZone`.
    public static func clock(at instant: Date = noon, in timeZone: TimeZone = ecuador) -> DayClock {
        DayClock(timeZone: timeZone, instants: InstantClock { instant })
    }

    /// An identifier source giving `first`, then `…0001`, `…0002` and so on.
    public static func identifiers(startingWith first: UUID) -> @Sendable () -> UUID {
        let counter = IdentifierCounter()
        return {
            let next = counter.next()
            guard next > 0 else { return first }
            let suffix = String(next, radix: 16)
            let tail = String(repeating: "0", count: 12 - suffix.count) + suffix
            return UUID(uuidString: "00000000-0000-0000-0000-" + tail) ?? first
        }
    }

    /// A day that must exist.
    public static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            preconditionFailure("\(year)-\(month)-\(day) is no day")
        }
        return date
    }

    /// A pending task with a valid title.
    public static func make(
        id: UUID = UUID(), title: String = "Renew SOAT", due: CalendarDate? = nil,
        plate: Plate? = nil, reminder: RenewalReminderKind? = nil, createdAt: Date = noon
    ) -> TaskItem {
        guard let title = try? TaskTitle(title) else { preconditionFailure("invalid title") }
        return TaskItem(
            id: id, title: title, dueDate: due.map(TaskDueDate.init(restoring:)), plate: plate,
            reminder: reminder, createdAt: createdAt)
    }
}

// Safe to share: the count is only read and written while holding `lock`.
private final class IdentifierCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = -1

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
