import Foundation
import PlateFinderData

/// Looks at a store file the way SQLite itself would, without PlateFinder's code.
public enum StoreFile {
    /// Why a check could not run.
    public struct Unreadable: Error {
        /// SQLite's complaint.
        public let error: SQLiteError
    }

    /// What `PRAGMA integrity_check` says about the file at `path`: `["ok"]` when sound.
    public static func integrityCheck(at path: String) throws -> [String] {
        do {
            let connection = try SQLiteConnection(path: path)
            return try connection.query("PRAGMA integrity_check") { row in row.text(at: 0) ?? "" }
        } catch {
            throw Unreadable(error: error)
        }
    }

    /// Writes a SQLite database at `path` built by `sql`, e.g. another application's file
    /// or one claiming a schema newer than this PlateFinder knows.
    public static func makeDatabase(at path: String, sql: String) throws {
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.executeScript(sql)
        } catch {
            throw Unreadable(error: error)
        }
    }

    /// Runs one statement with `parameters` on the file at `path`, as another program
    /// writing to it behind PlateFinder's back would.
    public static func execute(at path: String, _ sql: String, _ parameters: [SQLiteValue]) throws {
        do {
            try SQLiteConnection(path: path).execute(sql, parameters)
        } catch {
            throw Unreadable(error: error)
        }
    }

    /// The columns of a saved vehicle's row that hold the vehicle and its fines.
    public static let vehicleColumns = [
        "car_plate", "car_manufacturer", "car_color_name", "car_registration_year", "car_model",
        "car_segment", "car_registration_date", "car_year", "car_service", "car_expiration_date",
        "car_tint", "car_tint_expiration_date", "fines_pending", "fines_disputed", "fines_voided",
        "fines_paid", "fines_in_agreement",
    ]

    /// The vehicle the file at `path` keeps for each plate that has one, by plate, each as
    /// its `vehicleColumns` by name: what a later `find` could fall back on.
    public static func savedVehicles(at path: String) throws -> [String: [String: SQLiteValue]] {
        let columns = vehicleColumns.joined(separator: ", ")
        do {
            let rows = try SQLiteConnection(path: path).query(
                "SELECT plate_number, \(columns) FROM saved_vehicle"
            ) { row in
                (
                    row.text(at: 0) ?? "",
                    Dictionary(
                        uniqueKeysWithValues: vehicleColumns.enumerated().map {
                            ($0.element, row.value(at: $0.offset + 1))
                        })
                )
            }
            return Dictionary(rows) { first, _ in first }
        } catch {
            throw Unreadable(error: error)
        }
    }
}
