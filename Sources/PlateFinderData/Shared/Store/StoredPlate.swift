import PlateFinderDomain

/// Plates as PlateFinder's file keeps them, a row's key: text, never empty, and short,
/// whatever the plate (an old entry may hold one no longer valid).
enum StoredPlate {
    /// The longest plate read, in UTF-8 bytes: far more than any plate has.
    static let maximumBytes = 32

    /// The plate in column `index` of `row`; nil for any other value, empty text or text
    /// too long, which no PlateFinder writes.
    static func plate(in row: SQLiteRow, at index: Int) -> Plate? {
        guard row.byteCount(at: index) <= maximumBytes, let text = row.text(at: index),
            !text.isEmpty
        else { return nil }
        return Plate(text)
    }
}
