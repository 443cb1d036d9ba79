import Foundation
import PlateFinderDomain

/// A source's last answer for each plate in one table of PlateFinder's SQLite file:
/// `plate_number`, `fetched_at`, and `answer` as JSON of PlateFinder's own `Stored` shape
/// (NULL where the source said it knows no such vehicle, when the table allows it), read
/// back as a `Value`.
struct SavedAnswerTable<Stored: Codable, Value: Sendable>: Sendable {
    /// Makes a row's answer about a plate, fetched at a date, into what the store gives;
    /// throws for values no PlateFinder writes.
    typealias Read = @Sendable (Stored?, Plate, Date) throws(SQLiteError) -> Value

    /// The longest answer read, in bytes: far more than any source's answer makes.
    static var maximumAnswerBytes: Int { 64 * 1024 * 1024 }

    /// The table, one of the schema's own names (never outside text).
    let name: String
    /// Which answers it keeps, which names a row that cannot be read.
    let kind: SavedAnswerKind
    let database: SQLitePlateFinderDatabase
    /// How a row's answer becomes a `Value`.
    let read: Read

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

    /// The plate's saved answer, if one is saved; `StoreError.unreadableRow` when the row
    /// holds what no PlateFinder writes.
    func saved(for plate: Plate) async throws(StoreError) -> Value? {
        // Whether the plate is a favourite is not asked: this read has no use for it.
        let select = select(isFavorite: "0") + " WHERE plate_number = ?"
        return try await database.perform { [kind, read] connection throws(SQLiteError) in
            try connection.storedRows(select, [.text(plate.value)], of: .savedAnswers(kind)) {
                row throws(SQLiteError) in try Self.answer(in: row, read).value
            }.first
        }?.value()
    }

    /// Every saved answer, as a list of them shows it, each row that cannot be read named.
    func entries(
        on connection: SQLiteConnection
    ) throws(SQLiteError) -> [StoredRow<SavedAnswerEntry>] {
        let select = select(isFavorite: "plate_number IN (SELECT plate_number FROM favorite)")
        return try connection.storedRows(select, of: .savedAnswers(kind)) {
            row throws(SQLiteError) in
            // Read whole, as every other read of it does, though the entry shows only this.
            let answer = try Self.answer(in: row, read)
            return SavedAnswerEntry(
                plate: answer.plate, kind: kind, fetchedAt: answer.fetchedAt,
                isFavorite: row.int64(at: 2) != 0)
        }
    }

    /// The columns every query selects: the answer's date and JSON, whether its plate is a
    /// favourite (the SQL `isFavorite`, one of this type's constants), then the row's `rowid`
    /// and plate, which name it when it cannot be read.
    private func select(isFavorite: String) -> String {
        "SELECT fetched_at, answer, \(isFavorite), rowid, plate_number FROM \(name)"
    }

    /// The answer in a row of `select`, made a `Value` by `read`, its plate and its date.
    private static func answer(
        in row: SQLiteRow, _ read: Read
    ) throws(SQLiteError) -> (value: Value, plate: Plate, fetchedAt: Date) {
        guard let plate = StoredPlate.plate(in: row, at: 4),
            let fetchedAt = StoredInstant.date(in: row, at: 0)
        else { throw .corrupt(message: "a saved answer has no plate or no date") }
        return (try read(try stored(in: row, at: 1), plate, fetchedAt), plate, fetchedAt)
    }

    /// The answer in column `index`: nil for NULL, JSON text otherwise.
    private static func stored(in row: SQLiteRow, at index: Int) throws(SQLiteError) -> Stored? {
        guard row.byteCount(at: index) <= maximumAnswerBytes else {
            throw .corrupt(message: "a saved answer is longer than any PlateFinder writes")
        }
        switch row.value(at: index) {
        case .null: return nil
        case .text(let json):
            do {
                return try JSONDecoder().decode(Stored.self, from: Data(json.utf8))
            } catch {
                throw .corrupt(message: "a saved answer is not what PlateFinder writes")
            }
        case .integer, .real, .blob:
            throw .corrupt(message: "a saved answer is not what PlateFinder writes")
        }
    }

    private func encode(_ stored: Stored) throws(StoreError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(stored), as: UTF8.self)
        } catch {
            throw .failure("the \(kind.rawValue) answer could not be written as JSON")
        }
    }
}
