import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder://tasks/ID` takes the start of a task's id, as `tasks done` does.
@Suite struct OpenTaskPrefixLinkTests {
    @Test func taskLink_withTheStartOfAnID_printsThatTask() async throws {
        let cli = try CommandLineHarness()
        let added = try await cli.run("tasks", "add", "Renew SOAT", "--json")
        let id = try #require(JSONOutput.string(added, "id"))

        let result = try await cli.run("open", "platefinder://tasks/" + id.prefix(6).uppercased())

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix(String(id.prefix(8)) + "  [ ]  "))
        #expect(result.output.hasSuffix("Renew SOAT\n"))
    }

    @Test(
        arguments: [
            ("abc", "Give at least 4 characters"), ("0000", "No task has an id"),
        ])
    func taskLink_withAPrefixNamingNoSingleTask_exitsTwo(
        prefix: String, sentence: String
    )
        async throws
    {
        let cli = try CommandLineHarness()
        _ = try await cli.run("tasks", "add", "Renew SOAT")

        let result = try await cli.run("open", "platefinder://tasks/" + prefix)

        #expect(result.exitCode == 2)
        #expect(result.error.contains(sentence), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func taskLink_withWhatIsNoIDStart_isAnInvalidLink() async throws {
        let result = try await CommandLineHarness().run("open", "platefinder://tasks/renew")

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: The task in the link is not a valid"))
    }
}
