import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct TaskJSONTests {
    static let id = UUID(uuidString: "3F2A9C1E-0000-4000-8000-00000000ABCD") ?? UUID()

    @Test func object_hasEveryDocumentedKey_withTypedValues() throws {
        var task = TaskFactory.make(
            id: Self.id, title: "Renew SOAT", due: TaskFactory.day(2027, 5, 1),
            plate: Plate("PBX1234"))
        try task.setNote("Bring the papers", clock: TaskFactory.clock(at: later))

        let object = try members(makeSUT(task))

        #expect(Set(object.keys) == TaskJSON.keys)
        #expect(object["id"] == .string("3f2a9c1e-0000-4000-8000-00000000abcd"))
        #expect(object["title"] == .string("Renew SOAT"))
        #expect(object["note"] == .string("Bring the papers"))
        #expect(object["dueDate"] == .string("2027-05-01"))
        #expect(object["isDone"] == .bool(false))
        #expect(object["createdAt"] == .string("2026-11-29T12:00:00Z"))
        #expect(object["updatedAt"] == .string("2026-11-29T13:30:05Z"))
        #expect(object["plate"] == .string("PBX1234"))
    }

    @Test func object_writesNull_forNoNoteNoDueDateAndNoPlate() throws {
        let object = try members(makeSUT(TaskFactory.make(id: Self.id)))

        #expect(object["note"] == .null)
        #expect(object["dueDate"] == .null)
        #expect(object["plate"] == .null)
        #expect(Set(object.keys) == TaskJSON.keys)
    }

    @Test func object_saysDone_afterToggle() throws {
        var task = TaskFactory.make(id: Self.id)
        task.toggleDone(clock: TaskFactory.clock(at: later))

        #expect(try members(makeSUT(task))["isDone"] == .bool(true))
    }

    @Test func object_stripsControlCharacters_fromTitleAndNote() throws {
        var task = TaskFactory.make(id: Self.id, title: "Pay\u{1B}[2J fines")
        try task.setNote("see\u{1B}]0;x\u{07} portal", clock: TaskFactory.clock())

        let object = try members(makeSUT(task))

        #expect(object["title"] == .string("Pay fines"))
        #expect(object["note"] == .string("see portal"))
    }

    @Test func reminders_printsBothArrays_emptyOnesOnOneLine() {
        let text = TaskJSON.reminders(
            for: Plate("PBX1234"), created: [], existing: [TaskFactory.make(id: Self.id)]
        ).prettyText

        #expect(text.contains("\"created\" : [],"))
        #expect(text.contains("\"plate\" : \"PBX1234\""))
        #expect(text.contains("3f2a9c1e-0000-4000-8000-00000000abcd"))
    }

    @Test func array_keepsOrder() {
        let first = TaskFactory.make(title: "First")
        let second = TaskFactory.make(title: "Second")

        #expect(
            TaskJSON.array(for: [second, first])
                == .array([TaskJSON.object(for: second), TaskJSON.object(for: first)]))
    }

    // MARK: - Helpers

    private let later = TaskFactory.noon.addingTimeInterval(5_405.4)

    private func makeSUT(_ task: TaskItem) -> JSONValue {
        TaskJSON.object(for: task)
    }

    private func members(_ value: JSONValue) throws -> [String: JSONValue] {
        guard case .object(let members) = value else { throw Unexpected.notAnObject }
        return members
    }

    private enum Unexpected: Error { case notAnObject }
}
