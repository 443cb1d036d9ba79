import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct TaskValidationTests {
    static let twentyOne = String(repeating: "Ñ", count: 20) + "👍🏽"

    @Test(arguments: [
        (["tasks", "add", ""], "A task title needs 1 to 20 characters; this one is empty."),
        (["tasks", "add", "   "], "A task title needs 1 to 20 characters; this one is empty."),
        (["tasks", "add", twentyOne], "A task title needs 1 to 20 characters; this one has 21."),
        (
            ["tasks", "add", twentyOne, "--lang", "es"],
            "El título de una tarea necesita de 1 a 20 caracteres; este tiene 21."
        ),
        (
            ["tasks", "add", "Pay", "--due", "2020-01-02"],
            "A due date must be today or later; 2020-01-02 has already passed."
        ),
        (
            ["tasks", "add", "Pay", "--due", "2020-01-02", "--lang", "es"],
            "La fecha límite debe ser hoy o posterior; el 2020-01-02 ya pasó."
        ),
        (
            ["tasks", "add", "Pay", "--due", "31-12-2099"],
            "Invalid --due '31-12-2099': give a day as YYYY-MM-DD, for example 2026-12-31."
        ),
        (
            ["tasks", "add", "Pay", "--due", "2099-02-30"],
            "Invalid --due '2099-02-30': give a day as YYYY-MM-DD, for example 2026-12-31."
        ),
        (
            ["tasks", "add", "Pay", "--plate", "PBX12"],
            "'PBX12' is not a complete plate (incomplete): a plate looks like ABC1234 (car), "
                + "AB123A (motorcycle) or CD1234 (special)."
        ),
        (
            ["tasks", "add"],
            "No title given; write it after 'tasks add', for example: platefinder tasks add "
                + "Pay the fines."
        ),
    ])
    func tasksAdd_exitsTwo_withRuleInOneSentence_andStoresNothing(
        arguments: [String], sentence: String
    ) async throws {
        let cli = try makeSUT()

        let result = try await cli.run(arguments)

        #expect(result.exitCode == 2)
        #expect(result.error == "platefinder: \(sentence)\n")
        #expect(result.output.isEmpty)
        #expect(try await cli.allTasks().isEmpty)
    }

    @Test func tasksAdd_acceptsTwentyCharacters_countedAsPeopleDo() async throws {
        let cli = try makeSUT()
        let title = String(repeating: "Ñ", count: 19) + "👍🏽"

        let result = try await cli.run("tasks", "add", title)

        #expect(result.exitCode == 0)
        #expect(try await cli.taskTitles() == [title])
    }

    @Test(arguments: [
        (
            ["--title", String(repeating: "x", count: 21)],
            "A task title needs 1 to 20 characters; this one has 21."
        ),
        (
            ["--due", "2099-01-01", "--no-due"],
            "The options --due and --no-due cannot be used together."
        ),
        (
            ["--due", "tomorrow"],
            "Invalid --due 'tomorrow': give a day as YYYY-MM-DD, for example 2026-12-31."
        ),
        (
            ["--due", "2020-01-02"],
            "A due date must be today or later; 2020-01-02 has already passed."
        ),
        ([], "Nothing to change; give --title, --note, --due, --no-due, --plate or --no-plate."),
    ])
    func tasksEdit_exitsTwo_withRule_andChangesNothing(
        options: [String], sentence: String
    ) async throws {
        let cli = try makeSUT()
        let added = try JSONOutput.object(try await cli.run("tasks", "add", "Keep me", "--json"))
        let id = try #require(added["id"] as? String)

        let result = try await cli.run(["tasks", "edit", id] + options)

        #expect(result.exitCode == 2)
        #expect(result.error == "platefinder: \(sentence)\n")
        let stored = try #require(try await cli.allTasks().first)
        #expect(NSDictionary(dictionary: stored) == NSDictionary(dictionary: added))
    }

    @Test func tasks_exitsTwo_forTwoListFilters() async throws {
        let result = try await makeSUT().run("tasks", "--all", "--done")

        #expect(result.exitCode == 2)
        #expect(
            result.error == "platefinder: The options --all and --done cannot be used together.\n")
    }

    @Test func tasksAdd_decidesToday_inTheLocalTimeZone() async throws {
        let cli = try makeSUT()
        // UTC−12 and UTC+14 are 26 hours apart: today in the first is always past in the
        // second, whatever the time of day.
        let day = LocalDay.today(in: "Etc/GMT+12")

        let behind = try await cli.run(
            ["tasks", "add", "Behind", "--due", day], extraEnvironment: ["TZ": "Etc/GMT+12"])
        let ahead = try await cli.run(
            ["tasks", "add", "Ahead", "--due", day], extraEnvironment: ["TZ": "Etc/GMT-14"])

        #expect(behind.exitCode == 0)
        #expect(ahead.exitCode == 2)
        #expect(ahead.error.contains("\(day) has already passed"))
    }

    @Test func tasks_exitsTwo_forUnknownSubcommand() async throws {
        let result = try await makeSUT().run("tasks", "finish", "abcd")

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: Unknown tasks command 'finish'"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
