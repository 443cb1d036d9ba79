import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What the calendar says about each task, read back with an independent parser.
struct ICSTaskExporterTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)
    private static let id = UUID(uuidString: "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D") ?? UUID()

    @Test func calendar_wrapsNoTodos_inACalendarNamingItsProduct() throws {
        let plain = try read(ICSTaskExporter.calendar(for: [], now: Self.now))
        let versioned = try read(
            ICSTaskExporter.calendar(for: [], now: Self.now, productVersion: "1.4.0"))

        #expect(
            plain.properties.map { "\($0.name):\($0.value)" } == [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//PlateFinder//PlateFinder//EN",
                "CALSCALE:GREGORIAN", "END:VCALENDAR",
            ])
        #expect(versioned.properties["PRODID"]?.text == "-//PlateFinder//PlateFinder 1.4.0//EN")
    }

    @Test func calendar_writesEveryProperty_ofAPendingTaskWithNoteDayAndPlate() throws {
        let task = ICSTaskFactory.make(
            id: Self.id, title: "Matrícula PBX1234", note: "Renew in May",
            due: TaskFactory.day(2027, 5, 1), plate: Plate("PBX1234"))

        let todos = try read(ICSTaskExporter.calendar(for: [task], now: Self.now)).todos

        #expect(
            todos.first?.map { ([$0.name] + $0.parameters).joined(separator: ";") + ":" + $0.value }
                == [
                    "UID:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d@platefinder",
                    "DTSTAMP:20261130T005320Z", "CREATED:20261129T120000Z",
                    "LAST-MODIFIED:20261129T133000Z", "SUMMARY:Matrícula PBX1234",
                    "DESCRIPTION:Renew in May", "CATEGORIES:PBX1234", "DUE;VALUE=DATE:20270501",
                    "STATUS:NEEDS-ACTION",
                ])
        #expect(todos.count == 1)
    }

    @Test func calendar_marksADoneTaskCompleted_atItsLastChange() throws {
        let task = ICSTaskFactory.make(isDone: true)

        let todo = try #require(
            try read(ICSTaskExporter.calendar(for: [task], now: Self.now)).todos.first)

        #expect(todo["STATUS"]?.value == "COMPLETED")
        #expect(todo["COMPLETED"]?.value == "20261129T133000Z")
    }

    @Test func calendar_leavesOutDueDescriptionAndCategories_whenTheTaskHasNone() throws {
        let todo = try #require(
            try read(ICSTaskExporter.calendar(for: [ICSTaskFactory.make()], now: Self.now))
                .todos.first)

        #expect(
            todo.map(\.name) == ["UID", "DTSTAMP", "CREATED", "LAST-MODIFIED", "SUMMARY", "STATUS"])
        #expect(todo["STATUS"]?.value == "NEEDS-ACTION")
        #expect(todo["COMPLETED"] == nil)
    }

    @Test func calendar_keepsEachTasksUID_acrossExports_andGivesEveryTaskItsOwn() throws {
        let tasks = (0..<5).map { ICSTaskFactory.make(title: "task \($0)") }
        var changed = tasks
        changed[0] = ICSTaskFactory.make(id: tasks[0].id, title: "renamed", isDone: true)

        let first = try read(ICSTaskExporter.calendar(for: tasks, now: Self.now)).todos
        let second = try read(ICSTaskExporter.calendar(for: changed, now: Self.now + 60)).todos

        let uids = first.map { $0["UID"]?.value }
        #expect(uids == second.map { $0["UID"]?.value })
        #expect(Set(uids).count == tasks.count)
        #expect(uids == tasks.map { ICSTaskExporter.uid(of: $0) })
        #expect(first.map { $0["SUMMARY"]?.text } == tasks.map(\.title.value))
    }

    @Test(arguments: [
        (0, "19700101T000000Z"), (-0.5, "19691231T235959Z"), (951_782_400, "20000229T000000Z"),
        (1_795_953_600.999, "20261129T120000Z"), (-62_135_596_800, "00010101T000000Z"),
        (253_402_300_799, "99991231T235959Z"), (1e20, "99991231T235959Z"),
        (-1e20, "00010101T000000Z"),
    ])
    func calendar_stampsInUTCToTheSecond_withinTheYearsACalendarCanWrite(
        seconds: Double, expected: String
    ) throws {
        let calendar = ICSTaskExporter.calendar(
            for: [ICSTaskFactory.make()], now: Date(timeIntervalSince1970: seconds))

        #expect(try read(calendar).todos.first?["DTSTAMP"]?.value == expected)
    }

    private func read(_ text: String) throws -> ICSReader {
        try ICSReader(text)
    }
}
