import CSQLite
import Foundation

/// One compiled SQL statement, reusable: bind parameters, step through its rows, bind again.
///
/// Holds its connection, so the connection outlives it; like the connection it must be
/// used by one thread at a time.
public final class SQLiteStatement {
    let handle: OpaquePointer
    private let connection: SQLiteConnection

    init(sql: String, connection: SQLiteConnection) throws(SQLiteError) {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v2(connection.handle, sql, -1, &handle, nil)
        guard code == SQLITE_OK else { throw connection.error(code) }
        guard let handle else {
            throw .failure(code: SQLITE_MISUSE, message: "no SQL statement in \"\(sql)\"")
        }
        self.handle = handle
        self.connection = connection
        // A second statement would silently never run, so anything after the first must
        // be blank.
        let consumed = sqlite3_sql(handle).map { String(cString: $0).utf8.count } ?? 0
        let rest = sql.utf8.dropFirst(consumed)
        guard String(decoding: rest, as: UTF8.self).allSatisfy({ $0.isWhitespace || $0 == ";" })
        else {
            throw .failure(
                code: SQLITE_MISUSE, message: "more than one SQL statement in \"\(sql)\"")
        }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Rewinds the statement and binds `values` to its placeholders, in order; their count
    /// must match the placeholders'.
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        reset()
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard values.count == expected else {
            throw .failure(
                code: SQLITE_RANGE, message: "expected \(expected) parameters, got \(values.count)")
        }
        for (offset, value) in values.enumerated() {
            let code = bind(value, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw connection.error(code) }
        }
    }

    /// The next row, or `nil` once the statement has run to completion.
    ///
    /// The row is valid until the next `step`, `reset` or `bind`.
    public func step() throws(SQLiteError) -> SQLiteRow? {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW:
            return SQLiteRow(statement: self)
        case SQLITE_DONE:
            return nil
        default:
            let error = connection.error(code)
            reset()
            throw error
        }
    }

    /// Rewinds the statement so it runs again from the start, keeping its bindings.
    public func reset() {
        // `sqlite3_reset` repeats the error of the last `step`, which `step` already threw.
        sqlite3_reset(handle)
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(let text):
            var text = text
            return text.withUTF8 { bytes in
                // A nil pointer would bind NULL, so an empty string gets a real empty one.
                guard let base = bytes.baseAddress else {
                    return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text64(
                        handle, index, $0, UInt64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let data):
            return data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(
                    handle, index, base, UInt64(bytes.count), Self.transient)
            }
        case .null:
            return sqlite3_bind_null(handle, index)
        }
    }

    /// Tells SQLite to copy bound bytes, which Swift frees as soon as the call returns.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }
}
