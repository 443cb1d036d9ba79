import Foundation

/// Instants as PlateFinder's file keeps them: seconds since 1970 as REAL, within the years
/// 1 to 9999 — what a calendar can write, and what every date computation holds.
enum StoredInstant {
    /// 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z, in seconds since 1970.
    static let seconds: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    /// The instant in column `index` of `row`, a real or an integer; nil for any other
    /// value, one out of range or one that is not a number, which no PlateFinder writes.
    static func date(in row: SQLiteRow, at index: Int) -> Date? {
        row.double(at: index).flatMap(date)
    }

    /// The instant `seconds` after 1970; nil out of range or not a number.
    static func date(_ seconds: Double) -> Date? {
        Self.seconds.contains(seconds) ? Date(timeIntervalSince1970: seconds) : nil
    }
}
