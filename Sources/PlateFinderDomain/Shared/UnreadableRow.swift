import Foundation

/// A row of the local store that holds what no PlateFinder writes (a file edited by hand,
/// or damaged): a value of the wrong type, out of range, too long or against the domain's
/// rules. It is named by its table and key, left out of lists, and can still be removed.
public struct UnreadableRow: Hashable, Sendable {
    /// The longest key kept, in characters: a longer one is cut, ending in `…`.
    public static let maximumKeyLength = 40

    /// The table it is in.
    public let table: StoreTable
    /// Its key as the file holds it (a task's id, a plate), cut to `maximumKeyLength`
    /// characters; nil when the key is not text. Outside text: strip it before showing it.
    public let key: String?
    /// Whether `key` is the row's whole key, not cut.
    public let isKeyWhole: Bool
    /// Its number in its table, which names it when the key cannot.
    public let rowNumber: Int64

    /// The row `rowNumber` of `table`, whose key is `key` (cut when too long).
    public init(table: StoreTable, key: String?, rowNumber: Int64) {
        let cut = key.flatMap(Self.cut)
        self.init(table: table, key: cut ?? key, isKeyWhole: key != nil && cut == nil, rowNumber)
    }

    /// The row `rowNumber` of `table`, whose key is longer than what was read of it: it
    /// starts with `keyStart`.
    public init(table: StoreTable, keyStart: String, rowNumber: Int64) {
        self.init(
            table: table, key: Self.cut(keyStart) ?? keyStart + "…", isKeyWhole: false, rowNumber)
    }

    private init(table: StoreTable, key: String?, isKeyWhole: Bool, _ rowNumber: Int64) {
        self.table = table
        self.key = key
        self.isKeyWhole = isKeyWhole
        self.rowNumber = rowNumber
    }

    /// `key` cut to `maximumKeyLength` characters, the last one `…`; nil when it fits.
    private static func cut(_ key: String) -> String? {
        guard
            let end = key.index(
                key.startIndex, offsetBy: maximumKeyLength, limitedBy: key.endIndex),
            end != key.endIndex
        else { return nil }
        return key[..<key.index(before: end)] + "…"
    }
}
