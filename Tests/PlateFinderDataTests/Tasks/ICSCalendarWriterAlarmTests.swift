import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A to-do with a due day reminds the day before and the day itself at 09:00, with alarms
/// any RFC 5545 reader accepts: inside their VTODO, each with ACTION, TRIGGER and DESCRIPTION.
struct ICSCalendarWriterAlarmTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test(arguments: ["Fines PBX1234", "Multas PBX1234", "Matrícula PBX1234"])
    func calendar_givesADatedToDoTwoDisplayAlarms_theDayBeforeAndTheDayAt9(
        summary: String
    ) throws {
        let todo = makeSUT(summary: summary, due: TaskFactory.day(2027, 5, 1))

        let reader = try ICSReader(ICSCalendarWriter.calendar(of: [todo], now: Self.now))

        let alarms = try #require(reader.todoAlarms.first)
        #expect(
            alarms.map { alarm in
                alarm.properties.map {
                    ([$0.name] + $0.parameters).joined(separator: ";") + ":" + $0.text
                }
            } == [
                [
                    "ACTION:DISPLAY", "DESCRIPTION:\(summary)", "TRIGGER;RELATED=END:-PT15H",
                ],
                ["ACTION:DISPLAY", "DESCRIPTION:\(summary)", "TRIGGER;RELATED=END:PT9H"],
            ])
        #expect(alarms.allSatisfy { $0.children.isEmpty })
    }

    @Test func calendar_givesNoAlarm_toAToDoWithoutADueDay() throws {
        let reader = try ICSReader(
            ICSCalendarWriter.calendar(of: [makeSUT(summary: "Renew SOAT")], now: Self.now))

        #expect(reader.todoAlarms == [[]])
        #expect(!reader.properties.contains { $0.value == "VALARM" })
    }

    @Test func calendar_givesNoAlarm_toAToDoAlreadyDone() throws {
        let done = ICSTodo(
            uid: "done@platefinder", summary: "Fines PBX1234", due: TaskFactory.day(2026, 12, 2),
            completed: Self.now)

        let reader = try ICSReader(ICSCalendarWriter.calendar(of: [done], now: Self.now))

        #expect(reader.todoAlarms == [[]])
        #expect(reader.properties.contains { $0.name == "STATUS" && $0.value == "COMPLETED" })
    }

    @Test func calendar_keepsEveryAlarmInsideItsToDo_withBeginAndEndBalanced() throws {
        let todos = [
            makeSUT(summary: "Fines PBX1234", due: TaskFactory.day(2026, 12, 2)),
            makeSUT(summary: "No day"),
            makeSUT(summary: "Multas GBA0123", due: TaskFactory.day(2027, 1, 1)),
        ]

        let reader = try ICSReader(ICSCalendarWriter.calendar(of: todos, now: Self.now))

        let calendar = try #require(reader.tree)
        #expect(calendar.name == "VCALENDAR")
        #expect(calendar.children.map(\.name) == ["VTODO", "VTODO", "VTODO"])
        #expect(reader.todoAlarms.map(\.count) == [2, 0, 2])
        let begins = reader.properties.filter { $0.name == "BEGIN" }.map(\.value)
        let ends = reader.properties.filter { $0.name == "END" }.map(\.value)
        #expect(begins.sorted() == ends.sorted())
        for alarm in reader.todoAlarms.joined() {
            #expect(alarm.properties.map(\.name).sorted() == ["ACTION", "DESCRIPTION", "TRIGGER"])
        }
    }

    @Test(arguments: [
        String(repeating: "Pagar las multas pendientes del vehículo ", count: 4),
        String(repeating: "ñ", count: 120),
    ])
    func calendar_foldsALongAlarmDescription_within75Octets(summary: String) throws {
        let todo = makeSUT(summary: summary, due: TaskFactory.day(2027, 5, 1))

        let reader = try ICSReader(ICSCalendarWriter.calendar(of: [todo], now: Self.now))

        #expect(reader.physicalLines.allSatisfy { $0.count <= 75 })
        #expect(reader.physicalLines.contains { $0.first == 0x20 })
        let alarms = try #require(reader.todoAlarms.first)
        #expect(alarms.map { $0.properties["DESCRIPTION"]?.text } == [summary, summary])
    }

    private func makeSUT(summary: String, due: CalendarDate? = nil) -> ICSTodo {
        ICSTodo(uid: summary + "@platefinder", summary: summary, due: due)
    }
}
