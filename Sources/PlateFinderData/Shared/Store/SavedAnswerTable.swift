import Foundation
import PlateFinderDomain

/// A source's last answer for each plate in one table of PlateFinder's SQLite file:
/// `plate_number`, `fetched_at`, and `answer` as JSON of PlateFinder's own `Stored` shape
/// (NULL where the source said it knows no such vehicle, when the table allows it).
struct SavedAnswerTable<Stored: Codable>: Sendable {
    /// The table, one of the schema's own names (never outside text).
    let name: String
    /// What the rows hold, plural, for the refusals: "fines", "SRI answers".
    let noun: String
    let database: SQLitePlateFinderDatabase

    /// Replaces the plate's saved answer with `stored`, fetched at `fetchedAt`.
    func save(_ stored: Stored?, for plate: Plate, fetchedAt: Date) async throws(StoreError) {
        let json = try stored.map { (stored) throws(StoreError) in try encode(stored) }
        try await database.perform { [name] connection throws(SQLiteError) in
            try connection.execute(
                "INSERT OR REPLACE INTO \(name) (plate_number, fetched_at, answer) VALUES (?, ?, ?)",
                [
                    .text(plate.value), .real(fetchedAt.timeIntervalSince1970),
                    json.map(SQLiteValue.text) ?? .null,
                ])
        }
    }

    /// The plate's saved answer made into a `Value` by `read`, if one is saved.
    func saved<Value: Sendable>(
        for plate: Plate,
        _ read: @escaping @Sendable (Stored?, Date) throws(SQLiteError) -> Value
    ) async throws(StoreError) -> Value? {
        try await database.perform { [name, noun] connection throws(SQLiteError) in
            try connection.query(
                "SELECT fetched_at, answer FROM \(name) WHERE plate_number = ?",
                [.text(plate.value)]
            ) { row throws(SQLiteError) in
                guard let fetchedAt = row.double(at: 0) else {
                    throw .corrupt(message: "saved \(noun) have no date")
                }
                let stored: Stored?
                switch row.value(at: 1) {
                case .null: stored = nil
                case .text(let json): stored = try Self.decode(json, noun: noun)
                case .integer, .real, .blob:
                    throw .corrupt(message: "saved \(noun) are not what PlateFinder writes")
                }
                return try read(stored, Date(timeIntervalSince1970: fetchedAt))
            }.first
        }
    }

    private func encode(_ stored: Stored) throws(StoreError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(stored), as: UTF8.self)
        } catch {
            throw .failure("\(noun) could not be written as JSON")
        }
    }

    private static func decode(_ json: String, noun: String) throws(SQLiteError) -> Stored {
        do {
            return try JSONDecoder().decode(Stored.self, from: Data(json.utf8))
        } catch {
            throw .corrupt(message: "saved \(noun) are not what PlateFinder writes")
        }
    }
}
