import Foundation
import PlateFinderDomain

/// Writes tasks as an iCalendar calendar (RFC 5545) that calendar and reminder apps
/// import: one to-do (VTODO) per task, through `ICSCalendarWriter`.
///
/// Exporting again gives every task the same UID, so an app that imports the file twice
/// updates its to-dos instead of duplicating them. The linked plate goes in CATEGORIES,
/// which needs no words in any language and lets an app group a vehicle's to-dos.
public enum ICSTaskExporter {
    /// The calendar of `tasks`, in the order given, stamped at `now`; `productVersion`,
    /// when given, names the PlateFinder version in PRODID.
    public static func calendar(
        for tasks: [TaskItem], now: Date, productVersion: String? = nil
    ) -> String {
        ICSCalendarWriter.calendar(
            of: tasks.map(todo), now: now, productVersion: productVersion)
    }

    /// The UID of `task` in every export: its lower-case identifier, `@platefinder`.
    public static func uid(of task: TaskItem) -> String {
        task.id.uuidString.lowercased() + "@platefinder"
    }

    /// `task` as a to-do.
    public static func todo(_ task: TaskItem) -> ICSTodo {
        ICSTodo(
            uid: uid(of: task), summary: task.title.value, description: task.note.value,
            category: task.plate?.value, due: task.dueDate?.day, created: task.createdAt,
            lastModified: task.updatedAt, completed: task.isDone ? task.updatedAt : nil)
    }
}
