import Foundation
import PlateFinderCLITestSupport
import Testing

/// `-h`, `-V`, `-j`, `-o` and `-y` do what their long forms do.
@Suite struct ShortOptionTests {
    @Test(
        arguments: [
            (["-V"], ["--version"]), (["-h"], ["--help"]), (["find", "-h"], ["find", "--help"]),
            (["validate", "PBX1234", "-j"], ["validate", "PBX1234", "--json"]),
            (["tasks", "-j"], ["tasks", "--json"]),
        ] as [([String], [String])])
    func shortForm_printsWhatTheLongFormPrints(short: [String], long: [String]) async throws {
        let cli = try makeSUT()

        let shortResult = try await cli.run(short)
        let longResult = try await cli.run(long)

        #expect(shortResult == longResult)
        #expect(shortResult.exitCode == 0)
    }

    @Test func yes_clearsTheHistory_withoutATerminal() async throws {
        let result = try await makeSUT().run("history", "clear", "-y")

        #expect(result.exitCode == 0)
    }

    @Test func output_writesTheCalendar_toTheFile() async throws {
        let cli = try makeSUT()
        let file = cli.folder.file("tasks.ics")

        let result = try await cli.run("tasks", "export", "--ics", "-o", file)

        #expect(result.exitCode == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
