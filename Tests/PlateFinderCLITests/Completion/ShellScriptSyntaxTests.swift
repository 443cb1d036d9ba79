import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// The zsh and fish scripts are read by their own shells without a syntax error.
@Suite struct ShellScriptSyntaxTests {
    /// Holds the folder the scripts are written to for as long as the test runs.
    private let cli: CommandLineHarness

    init() throws {
        cli = try CommandLineHarness()
    }

    @Test(.enabled(if: InstalledTool.path("zsh") != nil, "zsh is not installed"))
    func zshScript_isValidZsh() async throws {
        let script = try await makeSUT(shell: "zsh")

        let result = try await InstalledTool.run("zsh", ["-n", script])

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(
            try String(contentsOfFile: script, encoding: .utf8).hasPrefix("#compdef platefinder\n"))
    }

    @Test(.enabled(if: InstalledTool.path("fish") != nil, "fish is not installed"))
    func fishScript_isValidFish() async throws {
        let script = try await makeSUT(shell: "fish")

        let result = try await InstalledTool.run("fish", ["--no-execute", script])

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.error.isEmpty)
    }

    @Test func completion_withoutAShell_isAUsageError() async throws {
        let result = try await cli.run("completion")

        #expect(
            result.error
                == "platefinder: No shell given; write bash, zsh or fish after completion.\n")
        #expect(result.exitCode == 2)
    }

    // MARK: - Helpers

    private func makeSUT(shell: String) async throws -> String {
        let result = try await cli.run("completion", shell)
        #expect(result.exitCode == 0)
        let script = cli.folder.file("platefinder." + shell)
        try Data(result.standardOutput).write(to: URL(fileURLWithPath: script))
        return script
    }
}
