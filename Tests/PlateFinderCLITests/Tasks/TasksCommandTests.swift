import Foundation
import PlateFinderTestSupport
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

    @Test func tasksDoneAndUndo_findTask_byUpperCasePrefixOfFourCharacters() async throws {
        let cli = try makeSUT()
        let id = try await addTask("Wash the car", cli)

        let done = try await cli.run("tasks", "done", String(id.prefix(4)).uppercased())
        let undone = try await cli.run("tasks", "undo", id, "--json")

        #expect(done.output.hasPrefix("\(id.prefix(8))  [x]  "))
        #expect(done.exitCode == 0)
        #expect(try JSONOutput.object(undone)["isDone"] as? Bool == false)
        #expect(try await cli.run("tasks").output.hasPrefix("\(id.prefix(8))  [ ]  "))
    }

    @Test func tasksEdit_changesTitleNoteAndDueDay_andClearsThem() async throws {
        let cli = try makeSUT()
        let id = try await addTask("Old", cli)

        let edited = try JSONOutput.object(
            try await cli.run(
                "tasks", "edit", String(id.prefix(6)), "--title", "New", "--note", "Why",
                "--due", "2099-06-30", "--json"))
        let cleared = try JSONOutput.object(
            try await cli.run("tasks", "edit", id, "--note=", "--no-due", "--json"))

        #expect(edited["title"] as? String == "New")
        #expect(edited["note"] as? String == "Why")
        #expect(edited["dueDate"] as? String == "2099-06-30")
        #expect(cleared["note"] is NSNull)
        #expect(cleared["dueDate"] is NSNull)
        #expect(cleared["title"] as? String == "New")
        #expect(cleared["createdAt"] as? String == edited["createdAt"] as? String)
    }

    @Test func tasksEdit_printsLineWithNoteBelow() async throws {
        let cli = try makeSUT()
        let id = try await addTask("Wash the car", cli)

        let edited = try await cli.run("tasks", "edit", id, "--note", "Use the good soap")

        #expect(edited.output.hasSuffix("Wash the car\n          Use the good soap\n"))
    }

    @Test(arguments: Language.allCases)
    func tasksRemove_deletesTask_andSaysWhichOne(language: Language) async throws {
        let cli = try makeSUT()
        let id = try await addTask("Keep", cli)
        let gone = try await addTask("Go", cli)

        let removed = try await cli.run("tasks", "remove", gone, "--lang", language.rawValue)

        let expected =
            language == .english
            ? "Removed task \(gone.prefix(8)) (Go).\n"
            : "Se eliminó la tarea \(gone.prefix(8)) (Go).\n"
        #expect(removed.output == expected)
        #expect(try await cli.allTasks().compactMap { $0["id"] as? String } == [id])
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

    // MARK: - Helpers

    private func makeSUT(environment: [String: String] = [:]) throws -> PlateFinderCLI {
        try PlateFinderCLI(environment: environment)
    }

    /// Adds a task and returns its full id.
    private func addTask(_ title: String, _ cli: PlateFinderCLI) async throws -> String {
        let added = try JSONOutput.object(try await cli.run("tasks", "add", title, "--json"))
        return try #require(added["id"] as? String)
    }

    enum Language: String, CaseIterable {
        case english = "en"
        case spanish = "es"
    }
}
