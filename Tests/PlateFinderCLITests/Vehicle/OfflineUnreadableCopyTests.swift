import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// A saved vehicle the file holds but no PlateFinder writes cannot stand in for a portal
/// that cannot be asked: `find` fails as the portal did and says the saved copy could not
/// be read, never shows it, and never crashes.
@Suite struct OfflineUnreadableCopyTests {
    @Test(arguments: [
        ("fetched_at", SQLiteValue.real(9.3e18)), ("fetched_at", .real(-9.3e18)),
        ("fetched_at", .real(1e300)), ("car_manufacturer", .blob(Data("TOYOTA".utf8))),
    ])
    func find_offline_saysTheSavedCopyIsUnreadable(
        column: String, value: SQLiteValue
    ) async throws {
        let portal = try await makeSUT(column, value)

        let result = try await portal.offline().run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 4)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: The saved ANT vehicle of ABC1234 cannot be read, so it could "
                + "not stand in.\n"
                + "platefinder: Could not reach the ANT portal; check the connection and try "
                + "again.\n")
    }

    @Test func find_showsTheSRIsAnswer_andThatTheSavedVehicleIsUnreadable() async throws {
        let portal = try await makeSUT("fetched_at", .real(9.3e18), plate: "PCQ5129")
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129.json")))

        let result = try await portal.offline().run(
            ["find", "PCQ5129", "--sources", "ant,sri"],
            extraEnvironment: ["PLATEFINDER_SRI_URL": portal.sri.baseURL.absoluteString])

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("Could not reach the ANT portal; check the connection"))
        #expect(result.output.contains("saved copy unreadable."))
        #expect(result.output.contains("USD 874.16"))
        #expect(
            result.error.contains(
                "platefinder: The saved ANT vehicle of PCQ5129 cannot be read, so it could not "
                    + "stand in.\n"))
    }

    @Test func find_offline_saysTheSavedCopyIsUnreadable_inSpanish() async throws {
        let portal = try await makeSUT("fetched_at", .real(9.3e18))

        let result = try await portal.offline().run(
            "find", "ABC1234", "--sources", "ant", "--lang", "es")

        #expect(
            result.error.hasPrefix(
                "platefinder: No se puede leer el vehículo guardado de la ANT de ABC1234, así que "
                    + "no pudo usarse en su lugar.\n"))
    }

    // MARK: - Helpers

    /// A portal whose vehicle of `plate` was found once, its saved copy's `column` then set
    /// to `value` by another program.
    private func makeSUT(
        _ column: String, _ value: SQLiteValue, plate: String = "ABC1234"
    ) async throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", plate, "--sources", "ant")
        // The column is one of this suite's constants; the value is bound.
        try StoreFile.execute(
            at: portal.cli.storePath, "UPDATE saved_vehicle SET \(column) = ?", [value])
        return portal
    }
}
