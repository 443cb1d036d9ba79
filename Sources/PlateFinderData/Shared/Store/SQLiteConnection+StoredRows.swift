import PlateFinderDomain

extension SQLiteConnection {
    /// Every row of the single statement `sql`, with `parameters` bound, made into a value
    /// by `read`; a row `read` refuses is named as one of `table` that cannot be read, by
    /// the statement's last two columns: the row's `rowid`, then its key. The other rows
    /// are read on; only a failure of SQLite itself stops the statement.
    func storedRows<Value: Sendable>(
        _ sql: String, _ parameters: [SQLiteValue] = [], of table: StoreTable,
        read: (SQLiteRow) throws(SQLiteError) -> Value
    ) throws(SQLiteError) -> [StoredRow<Value>] {
        try storedRows(sql, parameters, read: read) { UnreadableRow(table, in: $0) }
    }

    /// Every row of `sql` made into a value by `read`, each row it refuses named by
    /// `naming`.
    func storedRows<Value: Sendable>(
        _ sql: String, _ parameters: [SQLiteValue] = [],
        read: (SQLiteRow) throws(SQLiteError) -> Value, naming: (SQLiteRow) -> UnreadableRow
    ) throws(SQLiteError) -> [StoredRow<Value>] {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        var rows: [StoredRow<Value>] = []
        while let row = try statement.step() {
            // `read` only reads the row's values: whatever it throws is about this row.
            do {
                rows.append(.readable(try read(row)))
            } catch {
                rows.append(.unreadable(naming(row)))
            }
        }
        return rows
    }
}

extension UnreadableRow {
    /// The row of `table` whose `rowid` and key are the last two columns of `row`.
    init(_ table: StoreTable, in row: SQLiteRow) {
        self.init(table, in: row, rowNumberAt: row.count - 2, keyAt: row.count - 1)
    }

    /// The row of `table` whose `rowid` and key are columns `rowNumberAt` and `keyAt` of
    /// `row`; of a long key, only as much as a name shows is read.
    init(_ table: StoreTable, in row: SQLiteRow, rowNumberAt rowNumber: Int, keyAt key: Int) {
        let number = row.int64(at: rowNumber) ?? 0
        // Four bytes a character at most, and one more character to tell it was cut.
        let bytes = 4 * (Self.maximumKeyLength + 1)
        guard row.byteCount(at: key) > bytes else {
            self.init(table: table, key: row.text(at: key), rowNumber: number)
            return
        }
        guard let start = row.textPrefix(at: key, maximumBytes: bytes) else {
            self.init(table: table, key: nil, rowNumber: number)
            return
        }
        self.init(table: table, keyStart: start, rowNumber: number)
    }
}
