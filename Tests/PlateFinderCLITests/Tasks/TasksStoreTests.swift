import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

@Suite struct TasksStoreTests {
    @Test func tasks_upgradeDatabaseMadeBeforeTasks_keepingHistoryAndFavourites() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "PBX1234")
        _ = try await portal.cli.run("favorites", "add", "ABC1234")
        let history = try await portal.cli.run("history", "--json")
        try downgradeToVersionOne(portal.cli.storePath)

        let listed = try await portal.cli.run("tasks")
        let reminded = try await portal.cli.run("tasks", "remind", "PBX1234")

        #expect(listed.exitCode == 0)
        #expect(
            listed.output == "Nothing pending; add a task with 'platefinder tasks add TITLE'.\n")
        #expect(reminded.exitCode == 0)
        #expect(portal.pageRequests.count == 1)
        #expect(try await portal.cli.taskTitles() == ["Registration PBX1234"])
        #expect(try await portal.cli.run("history", "--json").output == history.output)
        #expect(try await portal.cli.favorites() == ["ABC1234"])
        #expect(try schemaVersion(portal.cli.storePath) == 6)
    }

    @Test(arguments: [["tasks"], ["tasks", "add", "X"], ["tasks", "export", "--ics"]])
    func tasks_exitsSix_andLeavesFile_thatIsNotAPlateFinderDatabase(
        arguments: [String]
    ) async throws {
        let cli = try CommandLineHarness()
        let path = cli.folder.file("notes.txt")
        try Data("my notes, not a database\n".utf8).write(to: URL(fileURLWithPath: path))

        let result = try await cli.run(arguments + ["--store", path])

        #expect(result.exitCode == 6)
        #expect(
            result.error
                == "platefinder: \(path) is not a PlateFinder database; it was left untouched. "
                + "Use --store to choose another file.\n")
        #expect(
            FileManager.default.contents(atPath: path) == Data("my notes, not a database\n".utf8))
    }

    // MARK: - Helpers

    /// Makes the file what a PlateFinder from before tasks left: no tasks, and each plate's
    /// vehicle back in its history row, at version 1.
    private func downgradeToVersionOne(_ path: String) throws {
        let carColumns = """
            car_plate, car_manufacturer, car_color_name, car_registration_year, car_model,
            car_segment, car_registration_date, car_year, car_service, car_expiration_date,
            car_tint, car_tint_expiration_date, fines_pending, fines_disputed, fines_voided,
            fines_paid, fines_in_agreement
            """
        try StoreFile.makeDatabase(
            at: path,
            sql: """
                DROP TABLE tasks;
                DROP TABLE saved_registration;
                DROP TABLE saved_fines;
                CREATE TABLE version_one_history (
                    plate_number TEXT NOT NULL PRIMARY KEY, position INTEGER NOT NULL,
                    search_date REAL NOT NULL, car_fetched_at REAL, failure_kind TEXT,
                    failure_status_code INTEGER, failure_detail TEXT, \(carColumns));
                INSERT INTO version_one_history
                SELECT plate_number, position, search_date, fetched_at, failure_kind,
                    failure_status_code, failure_detail, \(carColumns)
                FROM search_history LEFT JOIN saved_vehicle USING (plate_number);
                DROP TABLE search_history;
                DROP TABLE saved_vehicle;
                ALTER TABLE version_one_history RENAME TO search_history;
                CREATE UNIQUE INDEX search_history_by_position ON search_history (position);
                PRAGMA user_version = 1;
                """)
        #expect(try schemaVersion(path) == 1)
    }

    private func schemaVersion(_ path: String) throws -> Int64? {
        try SQLiteConnection(path: path).query("PRAGMA user_version") { $0.int64(at: 0) }.first
            ?? nil
    }
}
