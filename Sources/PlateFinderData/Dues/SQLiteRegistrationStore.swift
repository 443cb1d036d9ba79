import Foundation
import PlateFinderDomain

/// Keeps the SRI's last answer for each plate in the `saved_registration` table of
/// PlateFinder's SQLite file, over the process's shared connection.
public final class SQLiteRegistrationStore: SQLiteStore, RegistrationStore {
    private let database: SQLitePlateFinderDatabase

    /// A store over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        self.database = database
    }

    /// Replaces the plate's saved answer.
    public func saveRegistration(_ answer: SavedRegistration) async throws(StoreError) {
        let json = try Self.json(for: answer.registration)
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute(
                """
                INSERT OR REPLACE INTO saved_registration (plate_number, fetched_at, answer)
                VALUES (?, ?, ?)
                """,
                [
                    .text(answer.plate.value), .real(answer.fetchedAt.timeIntervalSince1970),
                    json.map(SQLiteValue.text) ?? .null,
                ])
        }
    }

    /// The plate's saved answer, if any.
    public func savedRegistration(for plate: Plate) async throws(StoreError) -> SavedRegistration? {
        try await database.perform { connection throws(SQLiteError) in
            try connection.query(
                "SELECT fetched_at, answer FROM saved_registration WHERE plate_number = ?",
                [.text(plate.value)]
            ) { row throws(SQLiteError) in
                guard let fetchedAt = row.double(at: 0) else {
                    throw .corrupt(message: "a saved SRI answer has no date")
                }
                return SavedRegistration(
                    plate: plate, registration: try Self.registration(row.text(at: 1), for: plate),
                    fetchedAt: Date(timeIntervalSince1970: fetchedAt))
            }.first
        }
    }

    /// The JSON of `registration`; nil for the SRI saying it has no such vehicle.
    private static func json(for registration: SRIRegistration?) throws(StoreError) -> String? {
        guard let registration else { return nil }
        do {
            return String(
                decoding: try JSONEncoder().encode(StoredRegistration(registration)), as: UTF8.self)
        } catch {
            throw .failure("an SRI answer could not be written as JSON")
        }
    }

    private static func registration(
        _ json: String?, for plate: Plate
    ) throws(SQLiteError) -> SRIRegistration? {
        guard let json else { return nil }
        let stored: StoredRegistration
        do {
            stored = try JSONDecoder().decode(StoredRegistration.self, from: Data(json.utf8))
        } catch {
            throw .corrupt(message: "a saved SRI answer is not what PlateFinder writes")
        }
        return try stored.registration(for: plate)
    }
}
