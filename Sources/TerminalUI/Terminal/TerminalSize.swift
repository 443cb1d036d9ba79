/// The size of the terminal window in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// A size of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
