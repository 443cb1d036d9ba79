import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder __complete tasks`, which the completion scripts call after `tasks done`,
/// `undo`, `edit` and `remove`: the saved tasks' ids as `tasks` shows them, in list order.
@Suite struct CompletionTaskIDsTests {
    @Test func tasks_listsEveryTasksShortID_inListOrder() async throws {
        let cli = try CommandLineHarness()
        let later = try await cli.addTask("Later", "--due", "2099-12-31")
        let sooner = try await cli.addTask("Sooner", "--due", "2099-01-01")
        let done = try await cli.addTask("Done")
        _ = try await cli.run("tasks", "done", done)

        let result = try await cli.run("__complete", "tasks")

        #expect(result.output == [sooner, later, done].map { $0.prefix(8) + "\n" }.joined())
        #expect(result.exitCode == 0)
    }

    @Test(arguments: ["completion bash", "completion zsh", "completion fish"])
    func script_asksForTaskIDs_afterTheSubcommandsThatTakeOne(command: String) async throws {
        let cli = try CommandLineHarness()

        let script = try await cli.run(command.split(separator: " ").map(String.init)).output

        #expect(
            script.contains("__complete $1") || script.contains("__complete \"$1\"")
                || script.contains("__complete $argv[1]"))
        #expect(script.contains("list tasks"))
    }
}
