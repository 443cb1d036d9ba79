import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder completion bash`, sourced by a real bash, completes what a person types:
/// the completion function is called as bash calls it, with `COMP_WORDS` and `COMP_CWORD`.
@Suite(.enabled(if: InstalledTool.path("bash") != nil, "bash is not installed"))
struct BashCompletionTests {
    /// Holds the folder the script is written to for as long as the test runs.
    private let cli: CommandLineHarness
    /// The script `platefinder completion bash` printed, as a file.
    private let script: String

    init() async throws {
        cli = try CommandLineHarness()
        let result = try await cli.run("completion", "bash")
        script = cli.folder.file("platefinder.bash")
        try result.standardOutput.write(to: URL(fileURLWithPath: script))
    }

    @Test func script_isValidBash() async throws {
        let result = try await InstalledTool.run("bash", ["-n", script])

        #expect(result.exitCode == 0, "\(result.error)")
    }

    @Test func script_registersTheFunction_forPlatefinder() async throws {
        let result = try await InstalledTool.run(
            "bash", ["-c", "source \"$1\" && complete -p platefinder", "bash", script])

        #expect(result.output == "complete -F _platefinder platefinder\n")
    }

    @Test(
        arguments: [
            (["platefinder", "fi"], ["find", "fines"]),
            (["platefinder", "fo"], []),
            (["platefinder", "find", "--la"], ["--lang"]),
            (["platefinder", "find", "--lang", ""], ["en", "es"]),
            (["platefinder", "find", "--lang", "=", "e"], ["en", "es"]),
            (["platefinder", "find", "PBX1234", "--sources", ""], ["ant", "sri", "fines"]),
            (["platefinder", "history", ""], ["show", "remove", "clear"]),
            (["platefinder", "fav"], ["favorites", "favourites"]),
            (["platefinder", "favourites", "t"], ["toggle"]),
            (["platefinder", "validate", "--st"], ["--store"]),
            (["platefinder", "completion", ""], ["bash", "zsh", "fish"]),
            (["platefinder", "_"], []),
            (["platefinder", "tasks", "export", "--i"], ["--ics"]),
            (
                ["platefinder", "-"],
                [
                    "--lang", "--endpoint", "--sri-endpoint", "--timeout",
                    "--store", "--help", "--version", "-h", "-V",
                ]
            ),
        ] as [([String], [String])])
    func completion_offersTheWordsThatFit(words: [String], expected: [String]) async throws {
        let offered = try await BashCompletionRun.offered(words, script: script)

        #expect(offered == expected)
    }
}
