import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct TasksHelpTests {
    @Test(arguments: [["tasks", "--help"], ["help", "tasks"], ["tasks", "-h"]])
    func help_printsTasksPage(arguments: [String]) async throws {
        let result = try await CommandLineHarness().run(arguments)

        for text in [
            "platefinder tasks [--all|--pending|--done] [--json]", "platefinder tasks add TITLE",
            "platefinder tasks done|undo ID", "platefinder tasks edit ID",
            "platefinder tasks remove ID", "platefinder tasks remind PLATE",
            "platefinder tasks export --ics [--output FILE]", "\n  6  ",
        ] {
            #expect(result.output.contains(text), "\(text) missing")
        }
        #expect(!result.output.contains("platefinder history"))
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [
        (["tasks", "add", "--help"], "platefinder tasks add TITLE", ["--note TEXT", "TITLE  "]),
        (
            ["help", "tasks", "remind"], "platefinder tasks remind PLATE",
            ["--endpoint", "PLATE  "]
        ),
        (
            ["tasks", "edit", "abcd", "--title", "x", "-h"], "platefinder tasks edit ID",
            ["--no-due", "ID  "]
        ),
        (["tasks", "export", "--help"], "platefinder tasks export --ics", ["--output FILE"]),
    ])
    func help_printsTheSubcommandsOwnPage(
        arguments: [String], usage: String, texts: [String]
    ) async throws {
        let result = try await CommandLineHarness().run(arguments)

        #expect(result.output.contains("Usage:\n  " + usage))
        for text in texts + ["Description:\n  ", "\n  6  "] {
            #expect(result.output.contains(text), "\(text) missing")
        }
        #expect(!result.output.contains("platefinder tasks [--all|--pending|--done]"))
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test func help_isSpanish_forTasks() async throws {
        let result = try await CommandLineHarness().run("tasks", "--help", "--lang", "es")

        #expect(result.output.contains("Uso:"))
        #expect(result.output.contains("platefinder tasks add TÍTULO"))
        #expect(result.output.contains("Reglas:"))
    }

    @Test func help_listsTasks_onToolPage() async throws {
        let result = try await CommandLineHarness().run("--help")

        #expect(
            result.output.contains("platefinder tasks [add|done|undo|edit|remove|remind|export]"))
        #expect(result.output.contains("\n  tasks "))
    }

    @Test func help_exitsTwo_forUnknownTasksSubcommand() async throws {
        let result = try await CommandLineHarness().run("help", "tasks", "finish")

        #expect(result.exitCode == 2)
    }
}
