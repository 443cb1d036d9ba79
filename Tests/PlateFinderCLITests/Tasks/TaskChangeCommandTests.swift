import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct TaskChangeCommandTests {
    @Test func tasksDoneAndUndo_findTask_byUpperCasePrefixOfFourCharacters() async throws {
        let cli = try makeSUT()
        let id = try await cli.addTask("Wash the car")

        let done = try await cli.run("tasks", "done", String(id.prefix(4)).uppercased())
        let undone = try await cli.run("tasks", "undo", id, "--json")

        #expect(done.output.hasPrefix("\(id.prefix(8))  [x]  "))
        #expect(done.exitCode == 0)
        #expect(try JSONOutput.object(undone)["isDone"] as? Bool == false)
        #expect(try await cli.run("tasks").output.hasPrefix("\(id.prefix(8))  [ ]  "))
    }

    @Test func tasksEdit_changesTitleNoteAndDueDay_andClearsThem() async throws {
        let cli = try makeSUT()
        let id = try await cli.addTask("Old")

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
        let id = try await cli.addTask("Wash the car")

        let edited = try await cli.run("tasks", "edit", id, "--note", "Use the good soap")

        #expect(edited.output.hasSuffix("Wash the car\n          Use the good soap\n"))
    }

    @Test(arguments: ["en", "es"])
    func tasksRemove_deletesTask_andSaysWhichOne(language: String) async throws {
        let cli = try makeSUT()
        let id = try await cli.addTask("Keep")
        let gone = try await cli.addTask("Go")

        let removed = try await cli.run("tasks", "remove", gone, "--lang", language)

        let expected =
            language == "en"
            ? "Removed task \(gone.prefix(8)) (Go).\n"
            : "Se eliminó la tarea \(gone.prefix(8)) (Go).\n"
        #expect(removed.output == expected)
        #expect(try await cli.allTasks().compactMap { $0["id"] as? String } == [id])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
