import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder open` with a tasks link and no terminal prints what `tasks` prints.
@Suite struct OpenTaskLinkTests {
    @Test func tasksLink_printsThePendingList_asTasksDoes() async throws {
        let portal = try LoopbackPortal()
        _ = try await portal.cli.run("tasks", "add", "Renew SOAT")
        let done = try await portal.cli.run("tasks", "add", "Wash the car", "--json")
        let doneID = try #require(JSONOutput.string(done, "id"))
        _ = try await portal.cli.run("tasks", "done", doneID)

        let opened = try await portal.cli.run("open", "platefinder://tasks")
        let listed = try await portal.cli.run("tasks")

        #expect(opened.exitCode == 0)
        #expect(opened.output == listed.output)
        #expect(opened.output.contains("Renew SOAT"))
        #expect(!opened.output.contains("Wash the car"))
        #expect(opened.error.isEmpty)
    }

    @Test func taskLink_printsTheTasksLine_orItsJSONObject() async throws {
        let portal = try LoopbackPortal()
        let added = try await portal.cli.run("tasks", "add", "Renew SOAT", "--json")
        let id = try #require(JSONOutput.string(added, "id"))

        let line = try await portal.cli.run("open", "platefinder://tasks/" + id.uppercased())
        let json = try await portal.cli.run("open", "--json", "platefinder://tasks/" + id)

        #expect(line.exitCode == 0)
        #expect(line.output.hasPrefix(String(id.prefix(8)) + "  [ ]  "))
        #expect(line.output.hasSuffix("Renew SOAT\n"))
        #expect(json.exitCode == 0)
        #expect(JSONOutput.string(json, "id") == id)
        #expect(JSONOutput.string(json, "title") == "Renew SOAT")
    }

    @Test func taskLink_exitsTwo_forAnUnknownID_inTheChosenLanguage() async throws {
        let portal = try LoopbackPortal()

        let result = try await portal.cli.run(
            "open", "--lang", "es", "platefinder://tasks/6F9619FF-8B86-D011-B42D-00C04FC964FF")

        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("platefinder: Ninguna tarea tiene un id que empiece por"))
    }
}
