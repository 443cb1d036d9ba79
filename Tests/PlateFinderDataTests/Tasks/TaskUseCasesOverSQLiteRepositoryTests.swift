import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The task use cases over a real SQLite file, each step on a freshly opened repository
/// as each command of the command line would be.
struct TaskUseCasesOverSQLiteRepositoryTests {
    private static let firstID = UUID(uuidString: "5EC0A1B2-0000-4000-8000-000000000000")

    @Test func manageTasks_createsFindsEditsCompletesAndDeletes_acrossReopenedFiles()
        async throws
    {
        try await withTemporaryFolder { directory in
            let path = directory.file("tasks.sqlite")
            let created = try await makeManageTasks(path: path).create(
                title: "  Renew SOAT ", note: "before May", dueDate: TaskFactory.day(2027, 5, 1),
                plate: .complete("pbx-1234"))

            let found = try await makeManageTasks(path: path).find(idPrefix: "5ec0a1")
            let edited = try await makeManageTasks(path: path).edit(
                created.id, TaskChanges(title: "Renew insurance", dueDate: .clear))
            let done = try await makeManageTasks(path: path).setDone(created.id, true)
            let pending = try await makeManageTasks(path: path).list(.pending).rows
            let finished = try await makeManageTasks(path: path).list(.done).rows
            try await makeManageTasks(path: path).delete(created.id)
            let remaining = try await makeManageTasks(path: path).list(.all).rows

            #expect(found == created)
            #expect(created.title.value == "Renew SOAT")
            #expect(created.plate == Plate("PBX1234"))
            #expect(edited.title.value == "Renew insurance")
            #expect(edited.dueDate == nil)
            #expect(pending.isEmpty)
            #expect(finished == [done])
            #expect(remaining.isEmpty)
        }
    }

    @Test func createRenewalReminders_createsOnce_acrossReopenedFiles() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("tasks.sqlite")
            let report = VehicleReport(
                plate: .complete("PBX1234"),
                ant: .answered(CarFactory.make(plate: "PBX1234"), .asked(at: TaskFactory.noon)),
                today: TaskFactory.clock().today())

            let first = try await makeReminders(path: path)(for: report)
            let second = try await makeReminders(path: path)(for: report)

            let stored = try await SQLiteTaskRepository(path: path).fetchAll().rows
            #expect(first.created.count == 1)
            #expect(second.created.isEmpty)
            #expect(second.existing == first.created)
            #expect(stored == first.created)
            #expect(stored.first?.title.value == "Registration PBX1234")
            #expect(
                stored.first?.note.value == "registration for PBX1234 due 2027-05-01 by 2027-05-31")
            #expect(stored.first?.reminder == .registration)
            #expect(stored.first?.dueDate?.day == TaskFactory.day(2027, 5, 1))
        }
    }

    private func makeManageTasks(path: String) throws -> ManageTasks {
        ManageTasks(
            repository: try SQLiteTaskRepository(path: path), clock: TaskFactory.clock(),
            makeID: { Self.firstID ?? UUID() })
    }

    private func makeReminders(path: String) throws -> CreateRenewalReminders {
        CreateRenewalReminders(
            repository: try SQLiteTaskRepository(path: path), clock: TaskFactory.clock(),
            wording: ReminderWordingStub())
    }
}
