import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// The bash script completes task ids after `tasks done`, `undo`, `edit` and `remove` by
/// asking the binary itself, on the store the command line names with `--store`; other
/// subcommands are offered no ids.
@Suite(.enabled(if: InstalledTool.path("bash") != nil, "bash is not installed"))
struct CompletionOfTaskIDsTests {
    @Test(arguments: ["done", "undo", "edit", "remove"])
    func bash_completesTaskIDs_fromTheStoreNamedOnTheLine(subcommand: String) async throws {
        let (cli, script, store, id) = try await makeSUT()
        let binary = try BuiltProduct.executable(named: "platefinder").path

        let offered = try await BashCompletionRun.offered(
            [binary, "--store", store, "tasks", subcommand, ""], script: script,
            environment: cli.environment)

        #expect(offered == [String(id.prefix(8))])
        withExtendedLifetime(cli) {}
    }

    @Test func bash_offersNoTaskIDs_toTasksAdd() async throws {
        let (cli, script, store, _) = try await makeSUT()
        let binary = try BuiltProduct.executable(named: "platefinder").path

        let offered = try await BashCompletionRun.offered(
            [binary, "--store", store, "tasks", "add", ""], script: script,
            environment: cli.environment)

        #expect(offered.isEmpty)
        withExtendedLifetime(cli) {}
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (CommandLineHarness, String, String, String) {
        let cli = try CommandLineHarness()
        let store = cli.folder.file("other.sqlite")
        let added = try JSONOutput.object(
            try await cli.run("tasks", "add", "Wash", "--store", store, "--json"))
        let id = try #require(added["id"] as? String)
        let script = cli.folder.file("platefinder.bash")
        let generated = try await cli.run("completion", "bash")
        try generated.standardOutput.write(to: URL(fileURLWithPath: script))
        return (cli, script, store, id)
    }
}
