import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct TasksExportTests {
    @Test func tasksExport_printsCalendar_withOneToDoPerTask() async throws {
        let cli = try makeSUT()
        let long =
            "Bring the papers, the receipt; and the car\\key — ñandú "
            + String(repeating: "é", count: 60)
        let done = try await cli.addTask(
            "Done one", "--note", long, "--due", "2099-12-31", "--plate", "PBX1234")
        let pending = try await cli.addTask("Pending one")
        _ = try await cli.run("tasks", "done", done)

        let result = try await cli.run("tasks", "export", "--ics")

        #expect(result.exitCode == 0)
        let calendar = try ICSReader(result.output)
        #expect(calendar.physicalLines.allSatisfy { $0.count <= 75 })
        #expect(calendar.properties.first == .init(name: "BEGIN", value: "VCALENDAR"))
        #expect(calendar.properties.last == .init(name: "END", value: "VCALENDAR"))
        #expect(calendar.properties["VERSION"]?.value == "2.0")
        let todos = calendar.todos
        #expect(
            todos.map { $0["UID"]?.value } == ["\(pending)@platefinder", "\(done)@platefinder"])
        #expect(todos.map { $0["STATUS"]?.value } == ["NEEDS-ACTION", "COMPLETED"])
        #expect(todos.map { $0["SUMMARY"]?.value } == ["Pending one", "Done one"])
        let dated = try #require(todos.last)
        #expect(
            dated.first { $0.name == "DUE" }
                == .init(name: "DUE", parameters: ["VALUE=DATE"], value: "20991231"))
        #expect(dated["CATEGORIES"]?.value == "PBX1234")
        #expect(
            dated["DESCRIPTION"]?.value
                == #"Bring the papers\, the receipt\; and the car\\key — ñandú "#
                + String(repeating: "é", count: 60))
        #expect(result.output.utf8.count > 75 * 4, "the long note must have been folded")
        #expect(todos.first?["DUE"] == nil)
    }

    @Test func tasksExport_keepsUIDs_acrossExports() async throws {
        let cli = try makeSUT()
        _ = try await cli.addTask("One")
        _ = try await cli.addTask("Two")

        let first = try ICSReader(try await cli.run("tasks", "export", "--ics").output)
        _ = try await cli.addTask("Three")
        let second = try ICSReader(try await cli.run("tasks", "export", "--ics").output)

        let uids = { (calendar: ICSReader) in calendar.todos.compactMap { $0["UID"]?.value } }
        #expect(uids(first).count == 2)
        #expect(Array(uids(second).prefix(2)) == uids(first))
        #expect(Set(uids(second)).count == 3)
    }

    @Test(arguments: [["--ics"], ["--ics", "--output", "-"]])
    func tasksExport_printsEmptyCalendar_withoutTasks(options: [String]) async throws {
        let result = try await makeSUT().run(["tasks", "export"] + options)

        let calendar = try ICSReader(result.output)
        #expect(result.exitCode == 0)
        #expect(calendar.todos.isEmpty)
        #expect(calendar.properties["PRODID"]?.value == "-//PlateFinder//PlateFinder 0.1.0//EN")
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test func tasksExport_writesNewFile_withOwnerOnlyMode() async throws {
        let cli = try makeSUT()
        _ = try await cli.addTask("One")
        let path = cli.folder.file("tasks.ics")

        let result = try await cli.run("tasks", "export", "--ics", "--output", path)

        #expect(result.exitCode == 0)
        #expect(result.output == "Exported 1 task to \(path).\n")
        let written = try #require(FileManager.default.contents(atPath: path))
        let calendar = try ICSReader(String(decoding: written, as: UTF8.self))
        #expect(calendar.todos.map { $0["SUMMARY"]?.value } == ["One"])
        #expect(try permissions(of: path) == 0o600)
    }

    @Test func tasksExport_replacesFileWhole_keepingItsMode() async throws {
        let cli = try makeSUT()
        _ = try await cli.addTask("One")
        let path = cli.folder.file("tasks.ics")
        try Data(repeating: 0x41, count: 50_000).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        let result = try await cli.run("tasks", "export", "--ics", "--output", path)

        #expect(result.exitCode == 0)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(try ICSReader(String(decoding: written, as: UTF8.self)).todos.count == 1)
        #expect(try permissions(of: path) == 0o640)
    }

    @Test func tasksExport_writesSameToDos_toFileAsToStandardOutput() async throws {
        let cli = try makeSUT()
        _ = try await cli.addTask("One", "--note", "a, b; c")
        let path = cli.folder.file("tasks.ics")

        let printed = try ICSReader(try await cli.run("tasks", "export", "--ics").output)
        _ = try await cli.run("tasks", "export", "--ics", "--output", path, "--lang", "es")
        let written = try ICSReader(try String(contentsOfFile: path, encoding: .utf8))

        let withoutStamp = { (todo: [ICSReader.Property]) in
            todo.filter { $0.name != "DTSTAMP" }
        }
        #expect(written.todos.map(withoutStamp) == printed.todos.map(withoutStamp))
    }

    @Test(arguments: [
        (
            ["tasks", "export"],
            "Say which format to export; --ics (an iCalendar file) is the only one for now."
        ),
        (
            ["tasks", "export", "--output", "x.ics"],
            "Say which format to export; --ics (an iCalendar file) is the only one for now."
        ),
        (["tasks", "export", "--ics", "--output="], "The option --output needs a value."),
        (
            ["tasks", "export", "--ics", "extra"],
            "Unexpected argument 'extra'; run 'platefinder --help' for usage."
        ),
    ])
    func tasksExport_exitsTwo_forWrongCommandLine(
        arguments: [String], sentence: String
    ) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.exitCode == 2)
        #expect(result.error == "platefinder: \(sentence)\n")
        #expect(result.output.isEmpty)
    }

    @Test func tasksExport_exitsSeven_whenFileCannotBeWritten() async throws {
        let cli = try makeSUT()
        let path = cli.folder.file("missing/tasks.ics")

        let result = try await cli.run("tasks", "export", "--ics", "--output", path)

        #expect(result.exitCode == 7)
        #expect(
            result.error
                == "platefinder: Could not write the calendar to \(path) (No such file or "
                + "directory); choose another --output.\n")
        #expect(result.output.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness(environment: ["TZ": "America/Guayaquil"])
    }

    private func permissions(of path: String) throws -> Int? {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue
    }
}
