import Foundation

/// What reading every row of a table gave: the rows that could be read, in order, and
/// the ones that could not, each named once. One unreadable row never hides the others.
public struct StoreListing<Row: Sendable>: Sendable {
    /// The rows read, in the listing's order.
    public var rows: [Row]
    /// The rows that could not be read, in the table's order.
    public var unreadable: [UnreadableRow]

    /// A listing of `rows`, beside the `unreadable` ones.
    public init(rows: [Row] = [], unreadable: [UnreadableRow] = []) {
        self.rows = rows
        self.unreadable = unreadable
    }

    /// The same listing, its rows those `isIncluded` keeps; the unreadable ones stay.
    public func filter(_ isIncluded: (Row) -> Bool) -> StoreListing<Row> {
        StoreListing(rows: rows.filter(isIncluded), unreadable: unreadable)
    }

    /// The same listing, each row made into another by `transform`.
    public func map<Other>(_ transform: (Row) -> Other) -> StoreListing<Other> {
        StoreListing<Other>(rows: rows.map(transform), unreadable: unreadable)
    }
}

extension StoreListing: Equatable where Row: Equatable {}
