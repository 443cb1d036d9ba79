import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `tasks edit ID --plate P | --no-plate` links a task to a vehicle or unlinks it, checking
/// the plate as `tasks add --plate` does and keeping the task rules.
@Suite struct TaskEditPlateTests {
    @Test func tasksEdit_linksTheTaskToAPlate_andUnlinksIt() async throws {
        let cli = try makeSUT()
        let id = try await cli.addTask("Wash the car")

        let linked = try JSONOutput.object(
            try await cli.run("tasks", "edit", id, "--plate", "pbx-1234", "--json"))
        let unlinked = try JSONOutput.object(
            try await cli.run("tasks", "edit", id, "--no-plate", "--json"))

        #expect(linked["plate"] as? String == "PBX1234")
        #expect(unlinked["plate"] is NSNull)
        #expect(unlinked["title"] as? String == "Wash the car")
        let stored = try #require(try await cli.allTasks().first)
        #expect(stored["plate"] is NSNull)
    }

    @Test func tasksEdit_movesATaskToAnotherPlate_withTheOtherChanges() async throws {
        let cli = try makeSUT()
        let id = try await cli.addTask("Wash", "--plate", "PBX1234")

        let edited = try JSONOutput.object(
            try await cli.run(
                "tasks", "edit", id, "--plate", "GBA0123", "--title", "Wash GBA", "--json"))

        #expect(edited["plate"] as? String == "GBA0123")
        #expect(edited["title"] as? String == "Wash GBA")
    }

    @Test(arguments: [
        (
            "en", ["--plate", "GBA0123", "--no-plate"],
            "The options --plate and --no-plate cannot be used together."
        ),
        (
            "es", ["--no-plate", "--plate", "GBA0123"],
            "Las opciones --plate y --no-plate no se pueden usar juntas."
        ),
        (
            "en", ["--plate", "GBA0123", "--title", "A title far longer than twenty"],
            "A task title needs 1 to 20 characters; this one has 30."
        ),
        (
            "es", ["--plate", "GBA0123", "--due", "2020-01-02"],
            "La fecha límite debe ser hoy o posterior; el 2020-01-02 ya pasó."
        ),
    ])
    func tasksEdit_exitsTwo_andChangesNothing_whenARuleIsBroken(
        language: String, options: [String], sentence: String
    ) async throws {
        let cli = try makeSUT()
        let added = try JSONOutput.object(
            try await cli.run("tasks", "add", "Keep me", "--plate", "PBX1234", "--json"))
        let id = try #require(added["id"] as? String)

        let result = try await cli.run(["tasks", "edit", id, "--lang", language] + options)

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: \(sentence)"), "\(result.error)")
        let stored = try #require(try await cli.allTasks().first)
        #expect(NSDictionary(dictionary: stored) == NSDictionary(dictionary: added))
    }

    @Test func tasksEdit_refusesAnIncompletePlate_beforeOpeningTheStore() async throws {
        let cli = try makeSUT()
        let id = try await cli.addTask("Keep me")

        let result = try await cli.run("tasks", "edit", id, "--plate", "PB")

        #expect(result.exitCode == 2)
        #expect(try await cli.allTasks().first?["plate"] is NSNull)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
