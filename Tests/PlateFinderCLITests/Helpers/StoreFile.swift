import Foundation
import PlateFinderData

/// Looks at a store file the way SQLite itself would, without PlateFinder's code.
enum StoreFile {
    /// Why a check could not run.
    struct Unreadable: Error {
        /// SQLite's complaint.
        let error: SQLiteError
    }

    /// What `PRAGMA integrity_check` says about the file at `path`: `["ok"]` when sound.
    static func integrityCheck(at path: String) throws -> [String] {
        do {
            let connection = try SQLiteConnection(path: path)
            return try connection.query("PRAGMA integrity_check") { row in row.text(at: 0) ?? "" }
        } catch {
            throw Unreadable(error: error)
        }
    }

    /// Writes a SQLite database at `path` built by `sql`, e.g. another application's file
    /// or one claiming a schema newer than this PlateFinder knows.
    static func makeDatabase(at path: String, sql: String) throws {
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.executeScript(sql)
        } catch {
            throw Unreadable(error: error)
        }
    }

    /// Runs one statement with `parameters` on the file at `path`, as another program
    /// writing to it behind PlateFinder's back would.
    static func execute(at path: String, _ sql: String, _ parameters: [SQLiteValue]) throws {
        do {
            try SQLiteConnection(path: path).execute(sql, parameters)
        } catch {
            throw Unreadable(error: error)
        }
    }
}
