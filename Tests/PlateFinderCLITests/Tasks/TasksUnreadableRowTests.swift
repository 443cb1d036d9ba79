import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// A task the file holds but no PlateFinder writes hides no other task: lists and the
/// export leave it out and name it on stderr; a command about it exits 6 saying so, except
/// `remove`, which removes it.
@Suite struct TasksUnreadableRowTests {
    /// A title of 10 MB, a creation outside any calendar, in a hand-edited file.
    static let edits: [(column: String, value: SQLiteValue)] = [
        ("title", .text(String(repeating: "x", count: 10_000_000))), ("created_at", .real(9.3e18)),
        ("created_at", .real(-9.3e18)), ("created_at", .real(1e300)),
    ]

    @Test(arguments: edits)
    func tasks_listsTheOthers_andNamesTheUnreadableOneOnStderr(
        column: String, value: SQLiteValue
    ) async throws {
        let (cli, unreadable) = try await makeSUT(column, value)

        let result = try await cli.run("tasks")

        #expect(result.exitCode == 0)
        #expect(result.output.contains("Renew SOAT"))
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(
            result.error == "platefinder: The task \(unreadable) cannot be read and is left out.\n")
    }

    @Test(arguments: edits)
    func tasksJSON_keepsItsShape_withoutTheUnreadableTask(
        column: String, value: SQLiteValue
    ) async throws {
        let (cli, unreadable) = try await makeSUT(column, value)

        let result = try await cli.run("tasks", "--all", "--json")

        #expect(result.exitCode == 0)
        #expect(
            try JSONOutput.items(result).compactMap { $0["title"] as? String } == ["Renew SOAT"])
        #expect(
            result.error == "platefinder: The task \(unreadable) cannot be read and is left out.\n")
    }

    @Test func tasksExport_writesTheOthers_andNamesTheUnreadableOne() async throws {
        let (cli, unreadable) = try await makeSUT(Self.edits[0].column, Self.edits[0].value)

        let result = try await cli.run("tasks", "export", "--ics")

        #expect(result.exitCode == 0)
        #expect(
            try ICSReader(result.output).todos.compactMap { $0["SUMMARY"]?.text } == ["Renew SOAT"])
        #expect(
            result.error == "platefinder: The task \(unreadable) cannot be read and is left out.\n")
    }

    @Test(arguments: [["done"], ["undo"], ["edit", "--title", "Fixed"]])
    func command_aboutTheUnreadableTask_exitsSix_sayingSo(arguments: [String]) async throws {
        let (cli, unreadable) = try await makeSUT(Self.edits[0].column, Self.edits[0].value)

        let result = try await cli.run(
            ["tasks", arguments[0], String(unreadable.prefix(8))] + arguments.dropFirst())

        #expect(result.exitCode == 6)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: The task \(unreadable) in \(cli.storePath) cannot be read: it "
                + "holds what no PlateFinder writes. 'platefinder tasks remove \(unreadable)' "
                + "removes it.\n")
    }

    @Test func remove_removesTheUnreadableTask_andTheListIsWholeAgain() async throws {
        let (cli, unreadable) = try await makeSUT(Self.edits[0].column, Self.edits[0].value)

        let removed = try await cli.run("tasks", "remove", String(unreadable.prefix(8)))
        let listed = try await cli.run("tasks", "--all")

        #expect(removed.exitCode == 0)
        #expect(removed.output == "Removed the task \(unreadable), which could not be read.\n")
        #expect(listed.error.isEmpty)
        #expect(try await cli.taskTitles() == ["Renew SOAT"])
    }

    @Test func add_isListed_besideAnUnreadableTask() async throws {
        let (cli, _) = try await makeSUT(Self.edits[0].column, Self.edits[0].value)

        _ = try await cli.addTask("Change tyres")

        #expect(try await cli.taskTitles() == ["Renew SOAT", "Change tyres"])
    }

    @Test func tasks_namesTheUnreadableTask_inSpanish() async throws {
        let (cli, unreadable) = try await makeSUT(Self.edits[0].column, Self.edits[0].value)

        let listed = try await cli.run("tasks", "--lang", "es")
        let done = try await cli.run("tasks", "done", String(unreadable.prefix(8)), "--lang", "es")

        #expect(listed.error == "platefinder: No se puede leer la tarea \(unreadable); se omite.\n")
        #expect(
            done.error
                == "platefinder: No se puede leer la tarea \(unreadable) en \(cli.storePath): "
                + "contiene lo que ningún PlateFinder escribe. 'platefinder tasks remove "
                + "\(unreadable)' la elimina.\n")
    }

    // MARK: - Helpers

    /// A store holding the task "Renew SOAT" and another whose `column` holds `value`, as
    /// another program could write it; that task's id.
    private func makeSUT(
        _ column: String, _ value: SQLiteValue
    ) async throws -> (CommandLineHarness, String) {
        let cli = try CommandLineHarness()
        _ = try await cli.addTask("Renew SOAT")
        let broken = try await cli.addTask("Broken")
        // The column is one of this suite's constants; the value is bound.
        try StoreFile.execute(
            at: cli.storePath, "UPDATE tasks SET \(column) = ? WHERE id = ?",
            [value, .text(broken)])
        return (cli, broken)
    }
}
