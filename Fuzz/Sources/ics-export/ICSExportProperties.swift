import Foundation
import FuzzSupport
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport

/// A task's calendar export, for any title and note (the title, a zero byte, the note):
/// every line ends in CRLF and holds at most 75 octets, folding never splits a UTF-8
/// sequence, and unfolding and unescaping gives back the title and note as stripped; its
/// two alarms sit inside the to-do and show the title.
enum ICSExportProperties {
    /// Characters that need escaping, folding trouble (multi-byte, combining, long emoji
    /// sequences) and what the stripper removes or turns into line breaks.
    static let alphabet = Array(
        "ab Z;,\\:\"\n\r\t\u{1B}[\u{7}\u{85}\u{2028}\u{2029}\u{200D}\u{202E}é\u{301}中👨👩👧🏽🇪🇨"
            .unicodeScalars)
    static let id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    static let fallbackTitle = "Renew SOAT"

    static func check(_ bytes: [UInt8]) {
        let (title, note) = FuzzBytes.split(bytes)
        checkExport(title: FuzzBytes.utf8(title), note: FuzzBytes.utf8(note))
        var input = FuzzInput(bytes)
        checkExport(
            title: input.text(from: alphabet, maximumLength: 24),
            note: input.text(from: alphabet, maximumLength: 300))
    }

    private static func checkExport(title titleText: String, note noteText: String) {
        let title = (try? TaskTitle(titleText)) ?? (try? TaskTitle(fallbackTitle))
        let note = (try? TaskNote(noteText)) ?? .empty
        guard let title else {
            Property.require(false, "\(fallbackTitle) is no title")
            return
        }
        let due = CalendarDate(isoString: "2027-05-01").map(TaskDueDate.init(restoring:))
        let task = TaskItem(
            id: id, title: title, note: note, dueDate: due,
            createdAt: Date(timeIntervalSince1970: 0))
        let text = ICSTaskExporter.calendar(for: [task], now: Date(timeIntervalSince1970: 0))
        let calendar: ICSReader
        do throws(ICSReader.Problem) {
            calendar = try ICSReader(text)
        } catch {
            Property.require(false, "the export is unreadable (\(error)): \(Property.quote(text))")
            return
        }
        for line in calendar.physicalLines {
            Property.require(
                line.count <= 75, "a line of \(line.count) octets: \(Property.quote(text))")
        }
        let todo = calendar.todos.first ?? []
        Property.require(calendar.todos.count == 1, "\(calendar.todos.count) to-dos exported")
        Property.require(
            todo["SUMMARY"]?.text == title.value,
            "the title \(Property.quote(title.value)) came back as"
                + " \(Property.quote(todo["SUMMARY"]?.text))")
        Property.require(
            todo["DESCRIPTION"]?.text == (note.isEmpty ? nil : note.value),
            "the note \(Property.quote(note.value)) came back as"
                + " \(Property.quote(todo["DESCRIPTION"]?.text))")
        let alarms = calendar.todoAlarms.first ?? []
        Property.require(
            alarms.map { $0.properties["DESCRIPTION"]?.text } == [title.value, title.value],
            "the alarms \(alarms) do not show the title \(Property.quote(title.value))")
    }
}
