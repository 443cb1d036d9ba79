import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `tasks remind` also reminds to pay the pending fines the grid lists, with the count and
/// total `find` shows, in the run's language; once per plate while it is pending.
@Suite struct TasksRemindFinesTests {
    @Test(arguments: [
        ("en", "Fines PBX1234", "PBX1234 has 4 pending traffic fines, USD 230.30 in all"),
        ("es", "Multas PBX1234", "PBX1234 tiene 4 multas de tránsito pendientes, USD 230,30 en"),
    ])
    func tasksRemind_addsAFinesReminderDatedToday_withFindsCountAndTotal(
        language: String, title: String, note: String
    ) async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        let found = try JSONOutput.object(try await portal.cli.run("find", "PBX1234", "--json"))

        let answer = try JSONOutput.object(
            try await portal.cli.run("tasks", "remind", "PBX1234", "--json", "--lang", language))

        #expect(found["pendingFines"] as? NSDictionary == ["count": 4, "total": "230.30"])
        let created = try #require(answer["created"] as? [[String: Any]])
        let fines = try #require(created.first { $0["title"] as? String == title })
        #expect((fines["note"] as? String)?.hasPrefix(note) == true, "\(fines)")
        #expect(fines["dueDate"] as? String == LocalDay.today(in: "America/Guayaquil"))
        #expect(fines["plate"] as? String == "PBX1234")
    }

    @Test func tasksRemind_keepsOneFinesReminder_whileItIsPending() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("tasks", "remind", "PBX1234")

        let again = try JSONOutput.object(
            try await portal.cli.run("tasks", "remind", "PBX1234", "--json"))

        #expect((again["created"] as? [Any])?.isEmpty == true)
        #expect(try await portal.cli.taskTitles().filter { $0 == "Fines PBX1234" }.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal(environment: ["TZ": "America/Guayaquil"])
    }
}
