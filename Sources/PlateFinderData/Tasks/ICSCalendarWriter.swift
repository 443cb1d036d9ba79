import Foundation

/// Writes to-dos as an iCalendar calendar (RFC 5545) that calendar and reminder apps
/// import: one VTODO each, using only widely supported properties; CRLF line endings,
/// lines folded at 75 octets, text escaped and stripped of anything that could drive a
/// terminal. A to-do with a due day reminds until it is done: `alarmTriggers` sets when.
public enum ICSCalendarWriter {
    /// When a dated to-do's two display alarms go off, relative to its DUE
    /// (`TRIGGER;RELATED=END`, RFC 5545, 3.8.6.3): a DATE value has no time or zone, so it
    /// starts at midnight in the zone of whoever reads it, and 15 hours before that is the
    /// day before at 09:00, 9 hours after it the day itself at 09:00, in the person's time.
    public static let alarmTriggers = ["-PT15H", "PT9H"]

    /// The calendar of `todos`, in the order given, stamped at `now`; `productVersion`,
    /// when given, names the PlateFinder version in PRODID.
    public static func calendar(
        of todos: [ICSTodo], now: Date, productVersion: String? = nil
    ) -> String {
        var document = ICSDocument()
        document.append("BEGIN", "VCALENDAR")
        document.append("VERSION", "2.0")
        document.append("PRODID", text: productID(version: productVersion))
        document.append("CALSCALE", "GREGORIAN")
        for todo in todos { append(todo, stampedAt: now, to: &document) }
        document.append("END", "VCALENDAR")
        return document.text
    }

    private static func append(
        _ todo: ICSTodo, stampedAt now: Date, to document: inout ICSDocument
    ) {
        document.append("BEGIN", "VTODO")
        document.append("UID", text: todo.uid)
        document.append("DTSTAMP", ICSDateFormat.utc(now))
        if let created = todo.created { document.append("CREATED", ICSDateFormat.utc(created)) }
        if let modified = todo.lastModified {
            document.append("LAST-MODIFIED", ICSDateFormat.utc(modified))
        }
        document.append("SUMMARY", text: todo.summary)
        if !todo.description.isEmpty { document.append("DESCRIPTION", text: todo.description) }
        if let category = todo.category { document.append("CATEGORIES", text: category) }
        if let due = todo.due { document.append("DUE;VALUE=DATE", ICSDateFormat.date(due)) }
        if let completed = todo.completed {
            document.append("STATUS", "COMPLETED")
            document.append("COMPLETED", ICSDateFormat.utc(completed))
        } else {
            document.append("STATUS", "NEEDS-ACTION")
        }
        // A to-do already done has nothing left to remind of.
        if todo.due != nil, todo.completed == nil {
            // RFC 5545 puts a to-do's alarms after its properties, inside the VTODO.
            for trigger in alarmTriggers { appendAlarm(trigger, of: todo, to: &document) }
        }
        document.append("END", "VTODO")
    }

    /// A display alarm showing the to-do's title, since a DISPLAY alarm must say something.
    private static func appendAlarm(
        _ trigger: String, of todo: ICSTodo, to document: inout ICSDocument
    ) {
        document.append("BEGIN", "VALARM")
        document.append("ACTION", "DISPLAY")
        document.append("DESCRIPTION", text: todo.summary)
        document.append("TRIGGER;RELATED=END", trigger)
        document.append("END", "VALARM")
    }

    private static func productID(version: String?) -> String {
        let name = version.map { "PlateFinder " + $0 } ?? "PlateFinder"
        return "-//PlateFinder//\(name)//EN"
    }
}
