import Foundation
import PlateFinderDomain

/// Keeps the SRI's last answer for each plate in the `saved_registration` table of
/// PlateFinder's SQLite file, over the process's shared connection.
public final class SQLiteRegistrationStore: SQLiteStore, RegistrationStore {
    private let table: SavedAnswerTable<StoredRegistration, SavedRegistration>

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        table = Self.table(in: database)
    }

    /// Replaces the plate's saved answer; the SRI saying it has no such vehicle is saved as
    /// no answer.
    public func saveRegistration(_ answer: SavedRegistration) async throws(StoreError) {
        try await table.save(
            answer.registration.map(StoredRegistration.init), for: answer.plate,
            fetchedAt: answer.fetchedAt)
    }

    /// The plate's saved answer, if any; `StoreError.unreadableRow` when it cannot be read.
    public func savedRegistration(for plate: Plate) async throws(StoreError) -> SavedRegistration? {
        try await table.saved(for: plate)
    }

    /// The `saved_registration` table of `database`.
    static func table(
        in database: SQLitePlateFinderDatabase
    ) -> SavedAnswerTable<StoredRegistration, SavedRegistration> {
        SavedAnswerTable(name: "saved_registration", kind: .registration, database: database) {
            stored, plate, fetchedAt throws(SQLiteError) in
            SavedRegistration(
                plate: plate, registration: try stored?.registration(for: plate),
                fetchedAt: fetchedAt)
        }
    }
}
