import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// Stored tasks with fixed identifiers, as a repository holds them at noon on 2026-11-29
/// in Ecuador.
enum TaskSamples {
    /// Pending, due tomorrow.
    static let soat = make(0xA1, "Renew SOAT", due: TaskDays.november30)
    /// Pending, due yesterday: overdue.
    static let tax = make(0xA2, "Pay vehicle tax", due: TaskDays.november28)
    /// Pending, with no due day.
    static let wash = make(0xA3, "Wash the car", due: nil)
    /// Done, due yesterday: not overdue.
    static let fines: TaskItem = {
        var task = make(0xA4, "Pay fines", due: TaskDays.november28)
        task.toggleDone(clock: TaskFactory.clock())
        return task
    }()

    /// Every sample, in listing order.
    static let all = [tax, soat, wash, fines]

    /// A pending task with identifier `…00<byte>`, created at noon.
    static func make(_ byte: UInt8, _ title: String, due: CalendarDate?) -> TaskItem {
        TaskFactory.make(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, byte)),
            title: title, due: due)
    }
}
