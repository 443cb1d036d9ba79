import Foundation
import PlateFinderDomain

/// Tasks with every field chosen, for the calendar export's tests.
enum ICSTaskFactory {
    /// 2026-11-29T12:00:00Z.
    static let created = Date(timeIntervalSince1970: 1_795_953_600)

    /// A task; `updated` defaults to an hour and a half after `created`.
    static func make(
        id: UUID = UUID(), title: String = "Renew SOAT", note: String = "",
        due: CalendarDate? = nil, isDone: Bool = false, plate: Plate? = nil,
        created: Date = created, updated: Date? = nil
    ) -> TaskItem {
        guard let title = try? TaskTitle(title), let note = try? TaskNote(note) else {
            preconditionFailure("invalid title or note")
        }
        return TaskItem(
            restoringID: id, title: title, note: note,
            dueDate: due.map(TaskDueDate.init(restoring:)), isDone: isDone, createdAt: created,
            updatedAt: updated ?? created + 5_400, plate: plate, reminder: nil)
    }
}
