import Foundation
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// `saved` lists and prunes what batches keep; `due` lists what falls due from it without
/// asking anything, unless `--refresh` asks every source first.
@Suite(.timeLimit(.minutes(1))) struct SavedAndDueCommandTests {
    @Test func saved_listsEachSavedAnswerWithItsAge_andPruneKeepsFavourites() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)
        _ = try await sut.batch(try sut.input("PBX1234\nGBC0001\n"))
        _ = try await sut.portal.cli.run("favorites", "add", "GBC0001")

        let listed = try JSONOutput.items(try await sut.portal.cli.run("saved", "--json"))
        let pruned = try await sut.portal.cli.run("saved", "prune", "--older-than", "0")
        let left = try JSONOutput.items(try await sut.portal.cli.run("saved", "--json"))

        #expect(listed.map { $0["plate"] as? String } == ["GBC0001", "PBX1234"])
        #expect(listed.allSatisfy { $0["kind"] as? String == "vehicle" })
        #expect(listed.allSatisfy { ($0["ageSeconds"] as? Int).map { $0 >= 0 } == true })
        #expect(pruned.exitCode == 0)
        #expect(pruned.output.hasPrefix("1 saved answer older than 0 removed"))
        #expect(left.map { $0["plate"] as? String } == ["GBC0001"])
    }

    @Test func savedPrune_needsAnAge() async throws {
        let sut = try BatchFixture()

        let result = try await sut.portal.cli.run("saved", "prune")

        #expect(result.exitCode == 2)
        #expect(result.error.contains("--older-than"))
    }

    @Test(arguments: [("en", "No favourites yet"), ("es", "Aún no hay favoritas")])
    func due_saysItWatchesNoFavourite_insteadOfNothingDue(
        language: String, opening: String
    )
        async throws
    {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        _ = try await sut.batch(try sut.input("PBX1234\n"))

        let result = try await sut.portal.cli.run("due", "--lang", language)

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix(opening))
        #expect(result.output.contains("favorites add"))
    }

    @Test func due_saysNothingFallsDue_whenFavouritesHaveNothingDue() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        _ = try await sut.batch(try sut.input("PBX1234\n"))
        _ = try await sut.portal.cli.run("favorites", "add", "PBX1234")

        let result = try await sut.portal.cli.run("due", "--within", "0")

        #expect(!result.output.contains("No favourites"))
    }

    @Test func due_listsTheSavedExpiry_withinItsWindowOnly_withoutARequest() async throws {
        let sut = try BatchFixture()
        // Thirty days from today in UTC, the zone the harness's runs decide today in.
        let day = try #require(CalendarDate(instant: Date(), in: .gmt).adding(days: 30))
        try sut.serveVehicles(
            1, expiry: String(format: "%02d-%02d-%04d", day.day, day.month, day.year))
        let plates = try sut.input("PBX1234\n")
        _ = try await sut.batch(plates)
        let requests = sut.portal.server.requests.count

        let wide = try JSONOutput.items(
            try await sut.portal.cli.run(
                ["due", "--plates", plates, "--within", "40", "--json"],
                extraEnvironment: ["TZ": "UTC"]))
        let narrow = try await sut.portal.cli.run(
            ["due", "--plates", plates, "--within", "20"], extraEnvironment: ["TZ": "UTC"])

        let expiry = try #require(wide.first { $0["reason"] as? String == "registrationExpiry" })
        #expect(expiry["dueDate"] as? String == day.isoString)
        #expect(expiry["plate"] as? String == "PBX1234")
        #expect(expiry["isOverdue"] as? Bool == false)
        // The page counts pending fines the batch did not read from the grid: they are due
        // today, said as not read, never left out.
        #expect(
            narrow.output.split(separator: "\n").map { $0.prefix(42) } == [
                "         \(CalendarDate(instant: Date(), in: .gmt).isoString)  Pending fines PBX1234"
            ])
        #expect(narrow.output.contains("the fines grid was not read"))
        #expect(!narrow.output.contains("Registration expiry"))
        #expect(sut.portal.server.requests.count == requests)
    }

    @Test func dueRefresh_asksTheFinesGrid_andListsTheFreshPendingFines() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let plates = try sut.input("PBX1234\n")

        let result = try await sut.portal.cli.run(
            "due", "--plates", plates, "--refresh", "--within", "3660", "--json")

        #expect(result.exitCode == 0, "\(result.error)")
        let grid = sut.portal.gridRequests.map { request in
            request.queryItems.first { $0.name == "ps_placa" }?.value
        }
        #expect(grid == ["PBX1234"])
        let fines = try JSONOutput.items(result).first { $0["reason"] as? String == "pendingFines" }
        #expect(fines?["plate"] as? String == "PBX1234")
        #expect(fines?["count"] as? Int == 4)
        #expect(fines?["amount"] as? String == "230.30")
        #expect((fines?["ageSeconds"] as? Int).map { $0 < 60 } == true)
    }

    @Test(arguments: [
        (
            "en",
            "platefinder: Saved copies stood in where the refresh got no answer — ANT: unreachable (1 plate)"
        ),
        (
            "es",
            "platefinder: Copias guardadas suplieron donde la actualización no obtuvo respuesta — ANT: inaccesible (1 placa)"
        ),
    ])
    func dueRefresh_saysWhichSourcesSavedCopiesStoodInFor_whenThePortalsAreDown(
        language: String, expected: String
    ) async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let plates = try sut.input("PBX1234\n")
        _ = try await sut.batch(plates)

        let result = try await sut.portal.offline().run(
            "due", "--plates", plates, "--refresh", "--within", "3660", "--lang", language)

        // The batch saved no fines grid, so nothing stands in for it: the refresh failed there.
        #expect(result.exitCode == 4, "\(result.error)")
        let notes = result.error.split(separator: "\n")
        #expect(notes.contains { $0.hasPrefix(expected) }, "\(result.error)")
    }

    @Test func dueRefresh_saysNoSavedCopyStoodIn_whenEverySourceAnswered() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let plates = try sut.input("PBX1234\n")

        let result = try await sut.portal.cli.run(
            "due", "--plates", plates, "--refresh", "--within", "3660")

        #expect(!result.error.contains("stood in"), "\(result.error)")
    }

    @Test func due_writesItsItemsAsACalendar() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let plates = try sut.input("PBX1234\n")
        _ = try await sut.batch(plates)
        let path = sut.portal.cli.folder.file("due.ics")

        let result = try await sut.portal.cli.run(
            "due", "--plates", plates, "--within", "3660", "--ics", "--output", path)

        #expect(result.exitCode == 0)
        let calendar = try String(contentsOfFile: path, encoding: .utf8)
        #expect(calendar.contains("UID:due-registration-expiry-pbx1234-2030-05-31@platefinder"))
        #expect(calendar.contains("BEGIN:VTODO"))
    }

    @Test(arguments: [["--output", "x.ics"], ["--ics", "--json"]])
    func due_refusesOutputsThatDoNotGoTogether(arguments: [String]) async throws {
        let sut = try BatchFixture()

        let result = try await sut.portal.cli.run(["due"] + arguments)

        #expect(result.exitCode == 2)
        // Asked for JSON, the usage error is JSON too; otherwise nothing is printed.
        if arguments.contains("--json") {
            #expect(try JSONOutput.object(result)["error"] != nil)
        } else {
            #expect(result.output.isEmpty)
        }
    }
}
