import Foundation

/// Writes to-dos as an iCalendar calendar (RFC 5545) that calendar and reminder apps
/// import: one VTODO each, using only widely supported properties; CRLF line endings,
/// lines folded at 75 octets, text escaped and stripped of anything that could drive a
/// terminal.
public enum ICSCalendarWriter {
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
        document.append("END", "VTODO")
    }

    private static func productID(version: String?) -> String {
        let name = version.map { "PlateFinder " + $0 } ?? "PlateFinder"
        return "-//PlateFinder//\(name)//EN"
    }
}
