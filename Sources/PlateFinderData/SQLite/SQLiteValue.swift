import Foundation

/// One value as SQLite stores it: a parameter to bind or a column read back.
public enum SQLiteValue: Equatable, Sendable {
    /// A 64-bit signed integer.
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text; may contain any Unicode scalar, including NUL.
    case text(String)
    /// Raw bytes, stored exactly as given.
    case blob(Data)
    /// SQL `NULL`.
    case null
}
