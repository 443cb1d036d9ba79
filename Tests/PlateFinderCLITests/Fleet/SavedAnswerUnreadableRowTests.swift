import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A saved answer the file holds but no PlateFinder writes — fetched at ±9.3e18 seconds,
/// past what any calendar or `Int` holds — never crashes a command: `saved` and `due` list
/// the others and name it on stderr; where it would stand in, it is said to be unreadable.
@Suite(.timeLimit(.minutes(1))) struct SavedAnswerUnreadableRowTests {
    static let farInstants = [9.3e18, -9.3e18, 1e300]

    @Test(arguments: farInstants)
    func saved_listsTheOthers_andNamesTheUnreadableAnswer(fetchedAt: Double) async throws {
        let sut = try await makeSUT(unreadableFetchedAt: fetchedAt)

        let text = try await sut.portal.cli.run("saved")
        let json = try await sut.portal.cli.run("saved", "--json")

        let note = "platefinder: The saved ANT vehicle of PBX1234 cannot be read and is left out.\n"
        #expect(text.exitCode == 0)
        #expect(text.output.split(separator: "\n").map { $0.prefix(9) } == ["  GBC0001"])
        #expect(text.error == note)
        #expect(json.exitCode == 0)
        #expect(try JSONOutput.items(json).compactMap { $0["plate"] as? String } == ["GBC0001"])
        #expect(json.error == note)
    }

    @Test(arguments: farInstants)
    func due_listsTheOthers_andNamesTheUnreadableAnswer(fetchedAt: Double) async throws {
        let sut = try await makeSUT(unreadableFetchedAt: fetchedAt)
        let plates = try sut.input("PBX1234\nGBC0001\n")

        let text = try await sut.portal.cli.run("due", "--plates", plates, "--within", "40")
        let json = try await sut.portal.cli.run(
            "due", "--plates", plates, "--within", "40", "--json")

        let note = "platefinder: The saved ANT vehicle of PBX1234 cannot be read and is left out.\n"
        #expect(text.exitCode == 0)
        #expect(text.output.contains("GBC0001"))
        #expect(!text.output.contains("PBX1234"))
        #expect(text.error == note)
        #expect(json.exitCode == 0)
        let listed = Set(try JSONOutput.items(json).compactMap { $0["plate"] as? String })
        #expect(listed == ["GBC0001"])
        #expect(json.error == note)
    }

    @Test func due_namesTheUnreadableAnswer_inSpanish() async throws {
        let sut = try await makeSUT(unreadableFetchedAt: 9.3e18)
        let plates = try sut.input("PBX1234\n")

        let result = try await sut.portal.cli.run("due", "--plates", plates, "--lang", "es")

        #expect(
            result.error
                == "platefinder: No se puede leer el vehículo guardado de la ANT de PBX1234; "
                + "se omite.\n")
    }

    @Test func batch_saysTheSavedCopyIsUnreadable_whenThePortalCannotBeAsked() async throws {
        let sut = try await makeSUT(unreadableFetchedAt: 9.3e18)
        let plates = try sut.input("PBX1234\n")

        let result = try await sut.portal.offline().run(
            "batch", plates, "--sources", "ant", "--interval", "0", "--retries", "0")

        #expect(result.exitCode == 4)
        #expect(BatchFixture.plates(result.output) == ["PBX1234"])
        #expect(
            result.error.contains(
                "platefinder: The saved ANT vehicle of PBX1234 cannot be read, so it could not "
                    + "stand in.\n"))
    }

    // MARK: - Helpers

    /// A store holding the vehicles batched for PBX1234 and GBC0001, expiring in thirty
    /// days, PBX1234's then fetched `fetchedAt` seconds after 1970 by another program.
    private func makeSUT(unreadableFetchedAt fetchedAt: Double) async throws -> BatchFixture {
        let sut = try BatchFixture()
        let day = try #require(CalendarDate(instant: Date(), in: .gmt).adding(days: 30))
        try sut.serveVehicles(
            2, expiry: String(format: "%02d-%02d-%04d", day.day, day.month, day.year))
        _ = try await sut.batch(try sut.input("PBX1234\nGBC0001\n"))
        try StoreFile.execute(
            at: sut.portal.cli.storePath,
            "UPDATE saved_vehicle SET fetched_at = ? WHERE plate_number = 'PBX1234'",
            [.real(fetchedAt)])
        return sut
    }
}
