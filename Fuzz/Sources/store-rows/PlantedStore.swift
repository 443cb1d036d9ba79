import Foundation
import FuzzSupport
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport

/// PlateFinder's file in a private folder, opened once for the whole run: each input
/// replaces the one row of every table by a row whose columns it chose, each a sound
/// value (what PlateFinder itself wrote at the start) or a `ColumnValue`.
final class PlantedStore {
    /// A table and the columns a row is written with.
    struct Table {
        let name: String
        let columns: [String]
        /// The column whose text keys the row: its plate or id.
        let key: String
    }

    /// What one input planted: how many rows each table holds (0 when the row chosen broke
    /// a rule SQLite keeps whatever the checks, such as NOT NULL), and each row's key.
    struct Planted: Sendable {
        let rows: [String: Int]
        let keys: [String: SQLiteValue]
        /// Whether a value written is longer than `largeBytes`.
        let isLarge: Bool
    }

    /// Beyond this many bytes a value is large: the stores are asked about it, but the
    /// front ends, which would take longer than an input may to word megabytes, are not.
    static let largeBytes = 64 * 1024

    /// The columns of a saved vehicle's row after its plate and date.
    static let vehicleColumns = [
        "car_plate", "car_manufacturer", "car_color_name", "car_registration_year", "car_model",
        "car_segment", "car_registration_date", "car_year", "car_service", "car_expiration_date",
        "car_tint", "car_tint_expiration_date", "fines_pending", "fines_disputed", "fines_voided",
        "fines_paid", "fines_in_agreement",
    ]

    static let tables = [
        Table(name: "favorite", columns: ["plate_number", "position"], key: "plate_number"),
        Table(
            name: "search_history",
            columns: [
                "plate_number", "position", "search_date", "failure_kind", "failure_status_code",
                "failure_detail",
            ], key: "plate_number"),
        Table(
            name: "saved_vehicle",
            columns: ["plate_number", "fetched_at"] + vehicleColumns,
            key: "plate_number"),
        Table(
            name: "saved_registration", columns: ["plate_number", "fetched_at", "answer"],
            key: "plate_number"),
        Table(
            name: "saved_fines", columns: ["plate_number", "fetched_at", "answer"],
            key: "plate_number"),
        Table(
            name: "tasks",
            columns: [
                "id", "title", "note", "due_date", "is_done", "created_at", "updated_at", "plate",
                "reminder",
            ], key: "id"),
    ]

    /// The plate every sound row is about.
    static let plate = Plate("PBX1234")

    let folder: String
    let database: SQLitePlateFinderDatabase
    private let connection: SQLiteConnection
    /// Each table's sound row, by column.
    private let sound: [String: [String: SQLiteValue]]

    /// The file in a new private folder, each table holding the row PlateFinder writes.
    init() throws {
        folder = NSTemporaryDirectory() + "platefinder-store-rows-" + UUID().uuidString
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o700])
        let path = folder + "/store.sqlite"
        let database = try SQLitePlateFinderDatabase(path: path)
        self.database = database
        Blocking.run { await Self.writeSoundRows(database) }
        connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA ignore_check_constraints = ON")
        var sound: [String: [String: SQLiteValue]] = [:]
        for table in Self.tables {
            let row =
                try connection.query(
                    "SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name)"
                ) { row in table.columns.indices.map { row.value(at: $0) } }.first ?? []
            sound[table.name] = Dictionary(uniqueKeysWithValues: zip(table.columns, row))
        }
        self.sound = sound
    }

    /// Replaces every table's row by the one `input` chooses.
    func plant(_ input: inout FuzzInput) -> Planted {
        var rows: [String: Int] = [:]
        var keys: [String: SQLiteValue] = [:]
        var isLarge = false
        for table in Self.tables {
            var values: [ColumnValue] = []
            for column in table.columns {
                let soundValue = sound[table.name]?[column] ?? .null
                values.append(
                    input.number(in: 0...3) == 0
                        ? ColumnValue(&input, sound: soundValue)
                        : ColumnValue(sound: soundValue))
            }
            isLarge = isLarge || values.contains { $0.byteCount > Self.largeBytes }
            rows[table.name] = write(values, into: table) ? 1 : 0
            keys[table.name] = Self.value(
                connection, "SELECT \(table.key) FROM \(table.name)")
        }
        return Planted(rows: rows, keys: keys, isLarge: isLarge)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes the one row of `table`; whether SQLite took it.
    private func write(_ values: [ColumnValue], into table: Table) -> Bool {
        let columns = table.columns.joined(separator: ", ")
        let placeholders = values.map(\.expression).joined(separator: ", ")
        do {
            // The names are this target's constants; the values are bound.
            try connection.execute("DELETE FROM \(table.name)")
            try connection.execute(
                "INSERT INTO \(table.name) (\(columns)) VALUES (\(placeholders))",
                values.map(\.parameter))
            return true
        } catch {
            return false
        }
    }

    private static func value(_ connection: SQLiteConnection, _ sql: String) -> SQLiteValue {
        (try? connection.query(sql) { $0.value(at: 0) }.first) ?? .null
    }

    /// One row in every table, as PlateFinder's stores write them.
    private static func writeSoundRows(_ database: SQLitePlateFinderDatabase) async {
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let cars = SQLiteCarStore(database: database)
        do {
            try await cars.insertFavorite(plate)
            try await cars.insert(.failure(plate, reason: .timedOut, at: date))
            try await cars.saveVehicle(
                SavedVehicle(
                    plate: plate, car: CarFactory.make(plate: plate.value), fetchedAt: date))
            try await SQLiteRegistrationStore(database: database).saveRegistration(
                SavedRegistration(
                    plate: plate, registration: DuesFactory.registration(plate: plate.value),
                    fetchedAt: date))
            try await SQLiteFinesStore(database: database).saveFines(
                SavedFines(report: FinesFactory.report(plate: plate.value), fetchedAt: date))
            try await SQLiteTaskRepository(database: database).create(
                TaskFactory.make(
                    due: TaskFactory.day(2027, 5, 1), plate: plate, reminder: .registration,
                    createdAt: date))
        } catch {
            Property.require(false, "the sound rows could not be written: \(error)")
        }
    }
}
