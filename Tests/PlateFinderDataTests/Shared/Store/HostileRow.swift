import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A row no PlateFinder writes, as a file edited by hand (checks switched off) could hold,
/// beside a sound row of the same table: every listing of the table gives the sound row
/// and names the other by its table and key, never by the text found; reads of that row
/// itself refuse it as unreadable; the other stores read on.
struct HostileRow: Sendable, CustomTestStringConvertible {
    /// What a listing gave: how many rows it read, and those it named.
    typealias Listing =
        @Sendable (SQLitePlateFinderDatabase) async throws -> (rows: Int, named: [UnreadableRow])

    /// The table and value, shown by the test runner.
    let testDescription: String
    /// How every listing and read names the row.
    let expected: UnreadableRow
    /// Puts the row (the table's first) and a sound one into the file at `path`, which
    /// `database` holds open.
    let write:
        @Sendable (_ database: SQLitePlateFinderDatabase, _ path: String) async throws -> Void
    /// The listings of the row's table.
    let listings: [Listing]
    /// The reads of the row itself, each refusing it.
    let reads: [@Sendable (SQLitePlateFinderDatabase) async throws -> Void]
    /// A read of another store over the same connection, which the row does not concern.
    let neighbourRead: @Sendable (SQLitePlateFinderDatabase) async throws -> Void

    /// Every hostile row, of every table.
    static let all =
        searches + searchDates + tasks + favorites + savedVehicles + savedRegistrations
        + savedFines

    /// The plate of every hostile row that has one, and of its sound neighbour.
    static let plate = Plate("PBX1234")
    static let neighbour = Plate("GBC4567")
    static let date = Date(timeIntervalSince1970: 1_780_000_000)

    /// Failures in the history that no PlateFinder records.
    static let searches = [
        ("meteor", SQLiteValue.null, SQLiteValue.null), ("server", .null, .null),
        ("server", .integer(503), .text("extra")), ("parsing", .null, .null),
        ("timeout", .integer(1), .null),
    ].map { kind, statusCode, detail in
        HostileRow(
            testDescription: "search_history failure \(kind), \(statusCode), \(detail)",
            expected: UnreadableRow(table: .searchHistory, key: plate.value, rowNumber: 1),
            write: { database, path in
                try SQLiteConnection(path: path).execute(
                    """
                    INSERT INTO search_history (plate_number, position, search_date,
                        failure_kind, failure_status_code, failure_detail)
                    VALUES ('PBX1234', 1, 0, ?, ?, ?)
                    """, [.text(kind), statusCode, detail])
                try await plantSearch(of: neighbour, in: database)
            },
            listings: [historyListing], reads: [], neighbourRead: readTasks)
    }

    /// Searches dated out of any calendar, keyed by no plate, or failed in no known way.
    static let searchDates =
        (HostileValue.instants.map { ("search_date", $0) }
        + HostileValue.plates.map { ("plate_number", $0) }
        + [
            ("failure_detail", .tenMegabytes),
            ("failure_kind", HostileValue(.blob(Data("timeout".utf8)))),
            ("failure_status_code", HostileValue(.text("504"))),
        ])
        .map { column, value in
            edited(
                "search_history", column, to: value, table: .searchHistory,
                keyColumn: "plate_number", key: plate.value,
                plant: { try await plantSearch(of: $0 == 1 ? plate : neighbour, in: $1) },
                listings: [historyListing], reads: [], neighbourRead: readTasks)
        }

    /// Favourites keyed by no plate.
    static let favorites = HostileValue.plates.map { value in
        edited(
            "favorite", "plate_number", to: value, table: .favorites, keyColumn: "plate_number",
            key: plate.value,
            plant: {
                try await SQLiteCarStore(database: $1).insertFavorite($0 == 1 ? plate : neighbour)
            },
            listings: [
                { database in
                    let listing = try await SQLiteCarStore(database: database).retrieveFavorites()
                    return (listing.rows.count, listing.unreadable)
                }
            ], reads: [], neighbourRead: readTasks)
    }

    /// The row of `table` that `plant` writes first, its `column` then set to `value` past
    /// the table's checks, and a sound one `plant` writes second; it is named in `table`
    /// by `key`, or by `value` when `column` is `keyColumn`.
    static func edited(
        _ tableName: String, _ column: String, to value: HostileValue, table: StoreTable,
        keyColumn: String, key: String,
        plant: @escaping @Sendable (Int, SQLitePlateFinderDatabase) async throws -> Void,
        listings: [Listing], reads: [@Sendable (SQLitePlateFinderDatabase) async throws -> Void],
        neighbourRead: @escaping @Sendable (SQLitePlateFinderDatabase) async throws -> Void
    ) -> HostileRow {
        let editsKey = column == keyColumn
        return HostileRow(
            testDescription: "\(tableName).\(column) = \(value)",
            expected: UnreadableRow(
                table: table, key: editsKey ? value.key : key, rowNumber: 1),
            write: { database, path in
                try await plant(1, database)
                let connection = try SQLiteConnection(path: path)
                try connection.execute("PRAGMA ignore_check_constraints = ON")
                // The names are this file's constants; the value is bound.
                try connection.execute(
                    "UPDATE \(tableName) SET \(column) = \(value.expression) WHERE rowid = 1",
                    [value.parameter])
                try await plant(2, database)
            },
            // An edited key no longer finds the row, so there is nothing to refuse.
            listings: listings, reads: editsKey ? [] : reads, neighbourRead: neighbourRead)
    }

    /// The history's listing.
    static let historyListing: Listing = { database in
        let listing = try await SQLiteCarStore(database: database).retrieve()
        return (listing.rows.count, listing.unreadable)
    }

    /// The tasks' listing.
    static let taskListing: Listing = { database in
        let listing = try await SQLiteTaskRepository(database: database).fetchAll()
        return (listing.rows.count, listing.unreadable)
    }

    /// A read of the tasks, which no other table's row concerns.
    static let readTasks: @Sendable (SQLitePlateFinderDatabase) async throws -> Void = {
        _ = try await SQLiteTaskRepository(database: $0).fetchAll()
    }

    /// A read of the history, which no other table's row concerns.
    static let readHistory: @Sendable (SQLitePlateFinderDatabase) async throws -> Void = {
        _ = try await SQLiteCarStore(database: $0).retrieve()
    }

    /// The saved answers' listing.
    static let savedAnswerListing: Listing = { database in
        let listing = try await SQLiteSavedAnswerStore(database: database).savedAnswers()
        return (listing.rows.count, listing.unreadable)
    }

    /// Records a search of `plate` that timed out.
    static func plantSearch(of plate: Plate, in database: SQLitePlateFinderDatabase) async throws {
        try await SQLiteCarStore(database: database).insert(
            .failure(plate, reason: .timedOut, at: date))
    }
}
