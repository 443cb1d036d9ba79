import Foundation
import PlateFinderDomain

/// Writes tasks as an iCalendar calendar (RFC 5545) that calendar and reminder apps
/// import: one to-do (VTODO) per task, using only widely supported properties.
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
        var document = ICSDocument()
        document.append("BEGIN", "VCALENDAR")
        document.append("VERSION", "2.0")
        document.append("PRODID", text: productID(version: productVersion))
        document.append("CALSCALE", "GREGORIAN")
        for task in tasks { append(task, stampedAt: now, to: &document) }
        document.append("END", "VCALENDAR")
        return document.text
    }

    /// The UID of `task` in every export: its lower-case identifier, `@platefinder`.
    public static func uid(of task: TaskItem) -> String {
        task.id.uuidString.lowercased() + "@platefinder"
    }

    private static func append(
        _ task: TaskItem, stampedAt now: Date, to document: inout ICSDocument
    ) {
        document.append("BEGIN", "VTODO")
        document.append("UID", text: uid(of: task))
        document.append("DTSTAMP", ICSDateFormat.utc(now))
        document.append("CREATED", ICSDateFormat.utc(task.createdAt))
        document.append("LAST-MODIFIED", ICSDateFormat.utc(task.updatedAt))
        document.append("SUMMARY", text: task.title.value)
        if !task.note.isEmpty { document.append("DESCRIPTION", text: task.note.value) }
        if let plate = task.plate { document.append("CATEGORIES", text: plate.value) }
        if let due = task.dueDate { document.append("DUE;VALUE=DATE", ICSDateFormat.date(due.day)) }
        if task.isDone {
            document.append("STATUS", "COMPLETED")
            document.append("COMPLETED", ICSDateFormat.utc(task.updatedAt))
        } else {
            document.append("STATUS", "NEEDS-ACTION")
        }
        document.append("END", "VTODO")
    }

    private static func productID(version: String?) -> String {
        let name = version.map { "PlateFinder " + $0 } ?? "PlateFinder"
        return "-//PlateFinder//\(name)//EN"
    }
}
