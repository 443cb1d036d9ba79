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
        self.table = table
        self.rowNumber = rowNumber
        guard let key,
            let end = key.index(
                key.startIndex, offsetBy: Self.maximumKeyLength, limitedBy: key.endIndex),
            end != key.endIndex
        else {
            self.key = key
            isKeyWhole = key != nil
            return
        }
        self.key = key[..<key.index(before: end)] + "…"
        isKeyWhole = false
    }
}
