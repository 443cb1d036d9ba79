import Foundation
import PlateFinderDomain

/// Keeps the ANT's last fines answer for each plate in the `saved_fines` table of
/// PlateFinder's SQLite file, over the process's shared connection.
public final class SQLiteFinesStore: SQLiteStore, FinesStore {
    private let table: SavedAnswerTable<StoredFines, SavedFines>

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        table = Self.table(in: database)
    }

    /// Replaces the plate's saved answer.
    public func saveFines(_ answer: SavedFines) async throws(StoreError) {
        try await table.save(
            StoredFines(answer.report), for: answer.report.plate, fetchedAt: answer.fetchedAt)
    }

    /// The plate's saved answer, if any; `StoreError.unreadableRow` when it cannot be read.
    public func savedFines(for plate: Plate) async throws(StoreError) -> SavedFines? {
        try await table.saved(for: plate)
    }

    /// The `saved_fines` table of `database`.
    static func table(
        in database: SQLitePlateFinderDatabase
    ) -> SavedAnswerTable<StoredFines, SavedFines> {
        SavedAnswerTable(name: "saved_fines", kind: .fines, database: database) {
            stored, plate, fetchedAt throws(SQLiteError) in
            guard let stored else {
                throw .corrupt(message: "saved fines are not what PlateFinder writes")
            }
            return SavedFines(report: try stored.report(for: plate), fetchedAt: fetchedAt)
        }
    }
}
