import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import TerminalUI
import Testing

@Suite struct TasksCommandTests {
    @Test(arguments: [
        (["tasks"], "Nothing pending; add a task with 'platefinder tasks add TITLE'.\n"),
        (["tasks", "--done"], "No task is done yet.\n"),
        (
            ["tasks", "--all"],
            "There are no tasks yet; add one with 'platefinder tasks add TITLE'.\n"
        ),
        (
            ["tasks", "--lang", "es"],
            "No hay tareas pendientes; añada una con 'platefinder tasks add TÍTULO'.\n"
        ),
        (["tasks", "--json"], "[]\n"),
    ])
    func tasks_saysThereAreNone_onFirstUse(arguments: [String], output: String) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.output == output)
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test func tasksAdd_printsLineWithShortID_thatListingRepeats() async throws {
        let cli = try makeSUT()

        let added = try await cli.run(
            "tasks", "add", "Renew", "SOAT", "--due", "2099-12-31", "--plate", "pbx-1234")
        let listed = try await cli.run("tasks")

        let pattern = #"^[0-9a-f]{8}  \[ \]  2099-12-31          Renew SOAT            PBX1234\n$"#
        #expect(
            added.output.range(of: pattern, options: .regularExpression) != nil, "\(added.output)")
        #expect(added.exitCode == 0)
        #expect(listed.output == added.output)
        let id = try #require(try await cli.allTasks().first?["id"] as? String)
        #expect(added.output.hasPrefix(String(id.prefix(8))))
    }

    @Test func tasksAdd_printsDocumentedObject_inJSON() async throws {
        let cli = try makeSUT()

        let added = try JSONOutput.object(
            try await cli.run("tasks", "add", "Pay fines", "--note", " at the bank ", "--json"))

        let keys: Set<String> = [
            "id", "title", "note", "dueDate", "isDone", "createdAt", "updatedAt", "plate",
        ]
        #expect(Set(added.keys) == keys)
        let id = try #require(added["id"] as? String)
        #expect(
            id.range(of: "^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$", options: .regularExpression)
                != nil)
        #expect(added["title"] as? String == "Pay fines")
        #expect(added["note"] as? String == "at the bank")
        #expect(added["dueDate"] is NSNull)
        #expect(added["plate"] is NSNull)
        #expect(added["isDone"] as? Bool == false)
        let created = try #require(added["createdAt"] as? String)
        #expect(ISO8601Text.isUTCSeconds(created))
        #expect(added["updatedAt"] as? String == created)
    }

    @Test func tasks_listsPendingByDueDay_thenDone_withFilters() async throws {
        let cli = try makeSUT()
        _ = try await cli.run("tasks", "add", "Undated")
        _ = try await cli.run("tasks", "add", "Later", "--due", "2099-12-31")
        let sooner = try await cli.run("tasks", "add", "Sooner", "--due", "2099-01-01")
        _ = try await cli.run("tasks", "done", String(sooner.output.prefix(8)))

        let pending = try await cli.run("tasks", "--pending")
        let done = try await cli.run("tasks", "--done", "--json")

        #expect(
            pending.output.split(separator: "\n").map { $0.split(separator: " ").last }
                == ["Later", "Undated"])
        #expect(try JSONOutput.items(done).map { $0["title"] as? String } == ["Sooner"])
        #expect(try await cli.taskTitles() == ["Later", "Undated", "Sooner"])
    }

    @Test func tasks_marksOverdue_andSaysNoDate_inSpanish() async throws {
        let cli = try makeSUT(environment: ["TZ": "America/Guayaquil"])
        try await StoredTasks.write(
            [
                try StoredTasks.task(
                    id: "aaaa0000-0000-4000-8000-000000000001", title: "Old",
                    due: TaskFactory.day(2020, 1, 2)),
                try StoredTasks.task(id: "bbbb0000-0000-4000-8000-000000000002", title: "Undated"),
            ], to: cli.storePath)

        let result = try await cli.run("tasks", "--lang", "es")

        #expect(
            result.output
                == "aaaa0000  [ ]  2020-01-02 vencida  Old\nbbbb0000  [ ]  sin fecha           Undated\n"
        )
    }

    @Test func tasks_linesPlatesUp_byTheColumnsTitlesTakeOnScreen() async throws {
        let cli = try makeSUT()
        let titles = ["Renew SOAT", "日本語のタイトル", "OK 👍🏽", "Cafe\u{301} stop", "ÑANDÚ 🇪🇨"]
        for title in titles {
            _ = try await cli.run("tasks", "add", title, "--plate", "PBX1234")
        }

        let listed = try await cli.run("tasks")

        let lines = listed.output.split(separator: "\n").map(String.init)
        let plateColumns = try lines.map { line in
            let plate = try #require(line.range(of: "  PBX1234"))
            return DisplayWidth.of(line[..<plate.lowerBound])
        }
        #expect(lines.count == titles.count)
        #expect(plateColumns == Array(repeating: 55, count: titles.count))
        #expect(listed.exitCode == 0)
    }

    // MARK: - Helpers

    private func makeSUT(environment: [String: String] = [:]) throws -> CommandLineHarness {
        try CommandLineHarness(environment: environment)
    }
}
