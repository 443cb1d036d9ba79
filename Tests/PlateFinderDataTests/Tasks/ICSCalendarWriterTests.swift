import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Any to-do, not only a task's, is written with the properties it has and no others.
struct ICSCalendarWriterTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test func calendar_writesAToDoWithoutHistory_asDueAndToDo() throws {
        let todo = ICSTodo(
            uid: "due-tint-permit-expiry-pbx1234-2027-05-01@platefinder",
            summary: "Tint permit expiry PBX1234", description: "Expires; see, the note",
            category: "PBX1234", due: TaskFactory.day(2027, 5, 1))

        let text = ICSCalendarWriter.calendar(of: [todo], now: Self.now)

        let reader = try ICSReader(text)
        let todos = reader.todos
        #expect(reader.todoAlarms.first?.count == 2)
        #expect(
            todos.first?.map { ([$0.name] + $0.parameters).joined(separator: ";") + ":" + $0.value }
                == [
                    "UID:due-tint-permit-expiry-pbx1234-2027-05-01@platefinder",
                    "DTSTAMP:20261130T005320Z", "SUMMARY:Tint permit expiry PBX1234",
                    #"DESCRIPTION:Expires\; see\, the note"#, "CATEGORIES:PBX1234",
                    "DUE;VALUE=DATE:20270501", "STATUS:NEEDS-ACTION",
                ])
    }

    @Test func calendar_ofATasksToDo_isTheTasksCalendar() {
        let task = ICSTaskFactory.make(
            title: "Matrícula PBX1234", note: "Renew in May", due: TaskFactory.day(2027, 5, 1),
            isDone: true, plate: Plate("PBX1234"))

        #expect(
            ICSCalendarWriter.calendar(
                of: [ICSTaskExporter.todo(task)], now: Self.now, productVersion: "1.0")
                == ICSTaskExporter.calendar(for: [task], now: Self.now, productVersion: "1.0"))
    }
}
