import Foundation
import PlateFinderDomain

/// Keeps the ANT's last fines answer for each plate in the `saved_fines` table of
/// PlateFinder's SQLite file, over the process's shared connection.
public final class SQLiteFinesStore: SQLiteStore, FinesStore {
    private let database: SQLitePlateFinderDatabase

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        self.database = database
    }

    /// Replaces the plate's saved answer.
    public func saveFines(_ answer: SavedFines) async throws(StoreError) {
        let json = try Self.json(for: answer.report)
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute(
                """
                INSERT OR REPLACE INTO saved_fines (plate_number, fetched_at, answer)
                VALUES (?, ?, ?)
                """,
                [
                    .text(answer.plate.value), .real(answer.fetchedAt.timeIntervalSince1970),
                    .text(json),
                ])
        }
    }

    /// The plate's saved answer, if any.
    public func savedFines(for plate: Plate) async throws(StoreError) -> SavedFines? {
        try await database.perform { connection throws(SQLiteError) in
            try connection.query(
                "SELECT fetched_at, answer FROM saved_fines WHERE plate_number = ?",
                [.text(plate.value)]
            ) { row throws(SQLiteError) in
                guard let fetchedAt = row.double(at: 0) else {
                    throw .corrupt(message: "saved fines have no date")
                }
                return SavedFines(
                    report: try Self.report(row.text(at: 1), for: plate),
                    fetchedAt: Date(timeIntervalSince1970: fetchedAt))
            }.first
        }
    }

    private static func json(for report: FinesReport) throws(StoreError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(StoredFines(report)), as: UTF8.self)
        } catch {
            throw .failure("fines could not be written as JSON")
        }
    }

    private static func report(_ json: String?, for plate: Plate) throws(SQLiteError) -> FinesReport
    {
        let stored: StoredFines
        do {
            stored = try JSONDecoder().decode(StoredFines.self, from: Data((json ?? "").utf8))
        } catch {
            throw .corrupt(message: "saved fines are not what PlateFinder writes")
        }
        return try stored.report(for: plate)
    }
}
