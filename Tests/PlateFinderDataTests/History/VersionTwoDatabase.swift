import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

@testable import PlateFinderData

/// A PlateFinder file as the versions before saved vehicles left it: the schema at version
/// 2 (the shipped migrations, never edited), its history holding each plate's vehicle in
/// the same row, written by plain SQL.
enum VersionTwoDatabase {
    /// The favourite whose search had been pushed out of the history, vehicle and all.
    static let evictedFavorite = Plate("GBC4567")

    /// The schema as version 2 shipped it.
    private static let schema = SQLiteSchema(
        applicationID: SQLiteSchema.plateFinderApplicationID,
        migrations: [PlateFinderSchema.historyAndFavorites, PlateFinderSchema.tasks])

    /// Opens the file at `path` as a PlateFinder of version 2 would.
    static func openAsVersionTwo(at path: String) throws(SQLiteError) {
        _ = try SQLiteConnection(path: path, schema: schema)
    }

    /// Creates the file at `path` with the version one history and favourites, a task and
    /// a search that failed after a vehicle had been found.
    static func create(at path: String) throws {
        try VersionOneDatabase.create(at: path)
        let connection = try SQLiteConnection(path: path, schema: schema)
        try connection.execute(
            """
            INSERT INTO tasks (id, title, note, due_date, is_done, created_at, updated_at, plate,
                reminder)
            VALUES ('00000000-0000-4000-8000-000000000001', 'Renew SOAT', '', '2027-01-05', 0,
                1750000000, 1750000000, 'PBX1234', NULL)
            """)
        try connection.execute(
            "UPDATE search_history SET failure_kind = 'server', failure_status_code = 503"
                + " WHERE plate_number = 'PBX1234'")
        try connection.execute(
            "INSERT INTO favorite (plate_number, position) VALUES (?, 3)",
            [.text(evictedFavorite.value)])
    }

    /// The history as the store should read it back after the upgrade.
    static var history: [SearchHistoryItem] {
        let found = VersionOneDatabase.history[0]
        return [
            SearchHistoryItem(
                plate: found.plate, searchDate: found.searchDate, car: found.car,
                carFetchedAt: found.carFetchedAt, lastFailure: .httpStatus(503)),
            VersionOneDatabase.history[1],
        ]
    }
}
