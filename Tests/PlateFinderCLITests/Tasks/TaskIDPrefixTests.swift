import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct TaskIDPrefixTests {
    static let first = "abcd1111-0000-4000-8000-000000000001"
    static let second = "abcd2222-0000-4000-8000-000000000002"

    @Test(arguments: [["done"], ["undo"], ["remove"], ["edit", "--title", "X"]])
    func tasks_exitsTwo_namingCount_forAmbiguousPrefix(command: [String]) async throws {
        let cli = try await makeSUT()

        let result = try await cli.run(["tasks"] + command + ["ABCD"])

        #expect(result.exitCode == 2)
        #expect(
            result.error
                == "platefinder: 2 tasks have an id starting with 'abcd'; give more of the id.\n")
        #expect(try await cli.taskTitles() == ["First", "Second"])
    }

    @Test func tasksDone_findsTask_oncePrefixIsUnique() async throws {
        let cli = try await makeSUT()

        let result = try await cli.run("tasks", "done", "abcd2")

        #expect(result.output.hasPrefix("abcd2222  [x]  "))
        #expect(result.exitCode == 0)
    }

    @Test func tasksDone_exitsTwo_forPrefixOfNoTask() async throws {
        let cli = try await makeSUT()

        let result = try await cli.run("tasks", "done", "ffff", "--lang", "es")

        #expect(result.exitCode == 2)
        #expect(
            result.error
                == "platefinder: Ninguna tarea tiene un id que empiece por 'ffff'; ejecute "
                + "'platefinder tasks --all' para ver los ids.\n")
    }

    @Test func tasksRemove_exitsTwo_forPrefixShorterThanFour() async throws {
        let cli = try await makeSUT()

        let result = try await cli.run("tasks", "remove", "abc")

        #expect(result.exitCode == 2)
        #expect(
            result.error
                == "platefinder: Give at least 4 characters of the task's id; 'abc' has 3.\n")
        #expect(try await cli.taskTitles().count == 2)
    }

    @Test(arguments: [["done"], ["undo"], ["remove"], ["edit", "--title", "X"]])
    func tasks_exitsTwo_withoutID(command: [String]) async throws {
        let result = try await CommandLineHarness().run(["tasks"] + command)

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: No task id given; write at least its first 4"))
    }

    @Test func tasksDone_exitsTwo_forSecondID() async throws {
        let result = try await CommandLineHarness().run("tasks", "done", "abcd1", "abcd2")

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: Unexpected argument 'abcd2'"))
    }

    // MARK: - Helpers

    /// A runner whose store holds two tasks sharing the prefix `abcd`.
    private func makeSUT() async throws -> CommandLineHarness {
        let cli = try CommandLineHarness()
        try await StoredTasks.write(
            [
                try StoredTasks.task(id: Self.first, title: "First"),
                try StoredTasks.task(id: Self.second, title: "Second"),
            ], to: cli.storePath)
        return cli
    }
}
