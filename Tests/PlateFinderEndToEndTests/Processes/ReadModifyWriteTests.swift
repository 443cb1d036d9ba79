import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// Changes made of a read and a write, run by several processes on one store at once:
/// none loses another's change.
@Suite struct ReadModifyWriteTests {
    @Test func favoritesToggle_fromEightProcesses_flipsOnceForEveryToggle() async throws {
        let cli = try CommandLineHarness()
        let loops = 8
        let togglesPerLoop = 25
        let script = """
            out=$1
            i=0
            while [ $i -lt \(togglesPerLoop) ]; do
                "$PF" favorites toggle PBX1234 >> "$out" || exit $?
                i=$((i + 1))
            done
            """

        let outputs = (0..<loops).map { cli.folder.file("toggles\($0).out") }
        let shells = try outputs.indices.map { index in
            try ShellLoop(
                script: script, arguments: [outputs[index]], cli: cli,
                errorPath: cli.folder.file("toggles\(index).err"))
        }
        var statuses: [Int32?] = []
        for shell in shells { statuses.append(await shell.waitForExit()) }

        #expect(statuses.allSatisfy { $0 == 0 })
        let lines = try outputs.flatMap { path in
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        }
        #expect(lines.count == loops * togglesPerLoop)
        #expect(lines.filter { $0 == "PBX1234 is a favourite." }.count == 100)
        #expect(lines.filter { $0 == "PBX1234 is not a favourite." }.count == 100)
        #expect(try await cli.favorites().isEmpty)
    }

    @Test func tasksEdit_fromTwoProcesses_keepsBothFieldsEdits() async throws {
        let cli = try CommandLineHarness()
        let id = try await cli.addTask("Start")
        let edits = 20
        let script = """
            field=$1
            i=1
            while [ $i -le \(edits) ]; do
                "$PF" tasks edit "$ID" "--$field" "$field $i" > /dev/null || exit $?
                i=$((i + 1))
            done
            """

        let shells = try ["title", "note"].map { field in
            try ShellLoop(
                script: script, arguments: [field], cli: cli, extraEnvironment: ["ID": id],
                errorPath: cli.folder.file("\(field).err"))
        }
        var statuses: [Int32?] = []
        for shell in shells { statuses.append(await shell.waitForExit()) }

        #expect(statuses.allSatisfy { $0 == 0 })
        let task = try #require(try await cli.allTasks().first)
        #expect(task["title"] as? String == "title \(edits)")
        #expect(task["note"] as? String == "note \(edits)")
    }

    @Test func tasksRemind_fromFourProcessesAtOnce_createsEachReminderOnce() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        let cli = portal.cli
        #expect(try await cli.run("find", "PBX1234").exitCode == 0)

        let results = try await withThrowingTaskGroup(of: ProcessRunner.Result.self) { group in
            for _ in 0..<4 {
                group.addTask { try await cli.runBinary("tasks", "remind", "PBX1234") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.allSatisfy { $0.exitCode == 0 })
        #expect(
            try await cli.taskTitles().sorted() == ["Fines PBX1234", "Registration PBX1234"])
        #expect(portal.pageRequests.count == 1)
    }

    @Test func historyRemove_fromEightProcessesAtOnce_removesThePlateOnce() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        let cli = portal.cli
        #expect(try await cli.run("find", "PBX1234").exitCode == 0)

        let results = try await withThrowingTaskGroup(of: ProcessRunner.Result.self) { group in
            for _ in 0..<8 {
                group.addTask { try await cli.runBinary("history", "remove", "PBX1234") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.allSatisfy { $0.exitCode == 0 && $0.error.isEmpty })
        let outputs = results.map(\.output)
        let removed = "PBX1234 was removed from the search history.\n"
        #expect(outputs.filter { $0 == removed }.count == 1)
        #expect(outputs.filter { $0 == "PBX1234 is not in the search history.\n" }.count == 7)
        #expect(try await cli.historyPlates().isEmpty)
        let shown = try await portal.offline().run("history", "show", "PBX1234")
        #expect(shown.exitCode == 4)
    }
}
