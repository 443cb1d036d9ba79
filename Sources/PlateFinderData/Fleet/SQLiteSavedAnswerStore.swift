import Foundation
import PlateFinderDomain

/// Lists and prunes the saved answers every source keeps in PlateFinder's SQLite file
/// (`saved_vehicle`, `saved_registration`, `saved_fines`), over the process's shared
/// connection.
public final class SQLiteSavedAnswerStore: SQLiteStore, SavedAnswerStore {
    private let database: SQLitePlateFinderDatabase
    private let registrations: SavedAnswerTable<StoredRegistration, SavedRegistration>
    private let fines: SavedAnswerTable<StoredFines, SavedFines>

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        self.database = database
        registrations = SQLiteRegistrationStore.table(in: database)
        fines = SQLiteFinesStore.table(in: database)
    }

    /// Every saved answer, by plate, then vehicle, registration, fines, beside those that
    /// cannot be read: each is read whole, as a lookup would read it.
    public func savedAnswers() async throws(StoreError) -> StoreListing<SavedAnswerEntry> {
        var listing = StoreListing(
            try await database.perform { [registrations, fines] connection throws(SQLiteError) in
                try Self.vehicleEntries(on: connection)
                    + registrations.entries(on: connection) + fines.entries(on: connection)
            })
        // SQLite orders text by its UTF-8 bytes; so does this. A plate has one answer of
        // each kind.
        listing.rows.sort { first, second in
            first.plate == second.plate
                ? Self.rank(of: first.kind) < Self.rank(of: second.kind)
                : first.plate.value.utf8.lexicographicallyPrecedes(second.plate.value.utf8)
        }
        return listing
    }

    /// Removes every saved answer fetched before `date` whose plate is not a favourite, in
    /// one transaction; how many were removed.
    @discardableResult
    public func pruneSavedAnswers(fetchedBefore date: Date) async throws(StoreError) -> Int {
        let cutoff = SQLiteValue.real(date.timeIntervalSince1970)
        return try await database.transaction { connection throws(SQLiteError) in
            var removed = 0
            for table in Self.tables {
                try connection.execute(
                    "DELETE FROM \(table) WHERE fetched_at < ?"
                        + " AND plate_number NOT IN (SELECT plate_number FROM favorite)",
                    [cutoff])
                removed += connection.changes
            }
            return removed
        }
    }

    /// Each table of saved answers, in the order of `SavedAnswerKind`.
    private static let tables = ["saved_vehicle", "saved_registration", "saved_fines"]

    private static func rank(of kind: SavedAnswerKind) -> Int {
        SavedAnswerKind.allCases.firstIndex(of: kind) ?? 0
    }

    /// Every saved vehicle as an entry, each read whole, one that cannot be read named.
    private static func vehicleEntries(
        on connection: SQLiteConnection
    ) throws(SQLiteError) -> [StoredRow<SavedAnswerEntry>] {
        let favorite = StoredSavedVehicle.columnCount
        return try connection.storedRows(
            """
            SELECT \(StoredSavedVehicle.columns),
                plate_number IN (SELECT plate_number FROM favorite), rowid, plate_number
            FROM saved_vehicle
            """, of: .savedAnswers(.vehicle)
        ) { row throws(SQLiteError) in
            guard let plate = StoredPlate.plate(in: row, at: favorite + 2),
                let saved = try StoredSavedVehicle(row: row, at: 0)?.vehicle(for: plate)
            else { throw .corrupt(message: "a saved vehicle has no plate or no vehicle") }
            return SavedAnswerEntry(
                plate: plate, kind: .vehicle, fetchedAt: saved.fetchedAt,
                isFavorite: row.int64(at: favorite) != 0)
        }
    }
}
