import Foundation
import PlateFinderDomain

/// Keeps the ANT's last fines answer for each plate in the `saved_fines` table of
/// PlateFinder's SQLite file, over the process's shared connection.
public final class SQLiteFinesStore: SQLiteStore, FinesStore {
    private let table: SavedAnswerTable<StoredFines>

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        table = SavedAnswerTable(name: "saved_fines", noun: "fines", database: database)
    }

    /// Replaces the plate's saved answer.
    public func saveFines(_ answer: SavedFines) async throws(StoreError) {
        try await table.save(
            StoredFines(answer.report), for: answer.report.plate, fetchedAt: answer.fetchedAt)
    }

    /// The plate's saved answer, if any.
    public func savedFines(for plate: Plate) async throws(StoreError) -> SavedFines? {
        try await table.saved(for: plate) { stored, fetchedAt throws(SQLiteError) in
            guard let stored else {
                throw .corrupt(message: "saved fines are not what PlateFinder writes")
            }
            return SavedFines(report: try stored.report(for: plate), fetchedAt: fetchedAt)
        }
    }
}
