import Foundation
import PlateFinderDomain

/// Lists and prunes the saved answers every source keeps in PlateFinder's SQLite file
/// (`saved_vehicle`, `saved_registration`, `saved_fines`), over the process's shared
/// connection.
public final class SQLiteSavedAnswerStore: SQLiteStore, SavedAnswerStore {
    private let database: SQLitePlateFinderDatabase

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        self.database = database
    }

    /// Every saved answer, by plate, then vehicle, registration, fines.
    public func savedAnswers() async throws(StoreError) -> [SavedAnswerEntry] {
        try await database.perform { connection throws(SQLiteError) in
            try connection.query(Self.selectAll) { row throws(SQLiteError) in
                try Self.entry(in: row)
            }
        }
    }

    /// Removes every saved answer fetched before `date` whose plate is not a favourite, in
    /// one transaction; how many were removed.
    @discardableResult
    public func pruneSavedAnswers(fetchedBefore date: Date) async throws(StoreError) -> Int {
        let cutoff = SQLiteValue.real(date.timeIntervalSince1970)
        return try await database.transaction { connection throws(SQLiteError) in
            var removed = 0
            for table in Self.tables.map(\.table) {
                try connection.execute(
                    "DELETE FROM \(table) WHERE fetched_at < ?"
                        + " AND plate_number NOT IN (SELECT plate_number FROM favorite)",
                    [cutoff])
                removed += connection.changes
            }
            return removed
        }
    }

    /// Each table of saved answers and the kind it keeps, in the order a list shows them.
    private static let tables: [(table: String, kind: SavedAnswerKind)] = [
        ("saved_vehicle", .vehicle), ("saved_registration", .registration),
        ("saved_fines", .fines),
    ]

    // Built once from the constant table names above, never from data.
    private static let selectAll =
        tables.enumerated().map { rank, entry in
            """
            SELECT a.plate_number, \(rank), a.fetched_at,
                a.plate_number IN (SELECT plate_number FROM favorite)
            FROM \(entry.table) a
            """
        }.joined(separator: " UNION ALL ") + " ORDER BY 1, 2"

    private static func entry(in row: SQLiteRow) throws(SQLiteError) -> SavedAnswerEntry {
        guard let plate = row.text(at: 0), let rank = row.int64(at: 1),
            tables.indices.contains(Int(rank)), let fetchedAt = row.double(at: 2),
            let isFavorite = row.int64(at: 3)
        else { throw .corrupt(message: "a saved answer has no plate or no date") }
        return SavedAnswerEntry(
            plate: Plate(plate), kind: tables[Int(rank)].kind,
            fetchedAt: Date(timeIntervalSince1970: fetchedAt), isFavorite: isFavorite != 0)
    }
}
