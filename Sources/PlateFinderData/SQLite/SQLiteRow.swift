import CSQLite
import Foundation

/// The row a statement is positioned on; read it before the statement steps again.
public struct SQLiteRow {
    private let statement: SQLiteStatement

    init(statement: SQLiteStatement) {
        self.statement = statement
    }

    /// How many columns the row has.
    public var count: Int { Int(sqlite3_column_count(statement.handle)) }

    /// The value of column `index` as stored; `.null` for an index out of range. Text that
    /// is not UTF-8 comes back as a `.blob` of its bytes: read as text it would change.
    public func value(at index: Int) -> SQLiteValue {
        guard index >= 0, index < count else { return .null }
        let handle = statement.handle
        let column = Int32(index)
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            // Asked for before the length, as SQLite requires.
            let text = sqlite3_column_text(handle, column)
            let length = Int(sqlite3_column_bytes(handle, column))
            let bytes = UnsafeBufferPointer(start: text, count: text == nil ? 0 : length)
            guard let string = String(validating: bytes, as: UTF8.self) else {
                return .blob(Data(bytes))
            }
            return .text(string)
        case SQLITE_BLOB:
            let blob = sqlite3_column_blob(handle, column)
            let length = Int(sqlite3_column_bytes(handle, column))
            return .blob(blob.map { Data(bytes: $0, count: length) } ?? Data())
        default:
            return .null
        }
    }

    /// How many bytes column `index` holds as text or a blob, told without reading it; 0
    /// for an index out of range.
    public func byteCount(at index: Int) -> Int {
        guard index >= 0, index < count else { return 0 }
        let column = Int32(index)
        switch sqlite3_column_type(statement.handle, column) {
        case SQLITE_TEXT, SQLITE_BLOB: return Int(sqlite3_column_bytes(statement.handle, column))
        default: return 0
        }
    }

    /// The UTF-8 text of column `index` up to its first `maximumBytes` bytes, cut before a
    /// character they would split; `nil` for any other type or text that is not UTF-8.
    public func textPrefix(at index: Int, maximumBytes: Int) -> String? {
        guard index >= 0, index < count,
            sqlite3_column_type(statement.handle, Int32(index)) == SQLITE_TEXT,
            let text = sqlite3_column_text(statement.handle, Int32(index))
        else { return nil }
        let length = Int(sqlite3_column_bytes(statement.handle, Int32(index)))
        var end = min(length, max(0, maximumBytes))
        // Back to the first byte of the sequence the cut falls in: it goes whole.
        if end < length {
            while end > 0, text[end] & 0xC0 == 0x80 { end -= 1 }
        }
        return String(validating: UnsafeBufferPointer(start: text, count: end), as: UTF8.self)
    }

    /// Column `index` if it holds an integer; `nil` for `NULL` or any other type.
    public func int64(at index: Int) -> Int64? {
        guard case .integer(let integer) = value(at: index) else { return nil }
        return integer
    }

    /// Column `index` if it holds a real or an integer; `nil` for `NULL` or any other type.
    public func double(at index: Int) -> Double? {
        switch value(at: index) {
        case .real(let real): real
        case .integer(let integer): Double(integer)
        case .text, .blob, .null: nil
        }
    }

    /// Column `index` if it holds text; `nil` for `NULL` or any other type.
    public func text(at index: Int) -> String? {
        guard case .text(let text) = value(at: index) else { return nil }
        return text
    }

    /// Column `index` if it holds a blob; `nil` for `NULL` or any other type.
    public func blob(at index: Int) -> Data? {
        guard case .blob(let data) = value(at: index) else { return nil }
        return data
    }
}
