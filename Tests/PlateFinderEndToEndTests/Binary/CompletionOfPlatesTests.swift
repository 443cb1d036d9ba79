import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// The bash script completes plates for `find`, `history show` and `favorites remove` by
/// asking the binary itself, on the store the command line names with `--store`.
@Suite(.enabled(if: InstalledTool.path("bash") != nil, "bash is not installed"))
struct CompletionOfPlatesTests {
    @Test(
        arguments: [
            ["find", "P"], ["history", "show", ""], ["favorites", "remove", "PB"],
            ["favourites", "remove", "P"],
        ])
    func bash_completesPlates_fromTheStoreNamedOnTheLine(words: [String]) async throws {
        let (cli, script, store) = try await makeSUT()
        let binary = try BuiltProduct.executable(named: "platefinder").path

        let offered = try await BashCompletionRun.offered(
            [binary, "--store", store] + words, script: script, environment: cli.environment)

        #expect(offered == ["PBX1234"])
        withExtendedLifetime(cli) {}
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (CommandLineHarness, String, String) {
        let cli = try CommandLineHarness()
        let store = cli.folder.file("other.sqlite")
        _ = try await cli.run("favorites", "add", "PBX1234", "--store", store)
        let script = cli.folder.file("platefinder.bash")
        let generated = try await cli.run("completion", "bash")
        try generated.standardOutput.write(to: URL(fileURLWithPath: script))
        return (cli, script, store)
    }
}
