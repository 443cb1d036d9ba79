import PlateFinderDomain

extension SQLiteCarStore: CarStore {
    /// Every item, newest first; never more than `SearchHistoryPolicy.maximumItems`, even
    /// from a file edited by hand.
    public func retrieve() throws(StoreError) -> [SearchHistoryItem] {
        try perform { connection throws(SQLiteError) in
            try connection.query(Self.selectNewestFirst, [.integer(Self.maximumItems)]) {
                row throws(SQLiteError) in try StoredSearchHistoryItem(row: row).item()
            }
        }
    }

    /// Records a search by `SearchHistoryPolicy`, atomically: the plate's item is merged
    /// with the search, moved to the top, and the oldest items beyond the cap dropped.
    public func insert(_ item: SearchHistoryItem) throws(StoreError) {
        try perform { connection throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in
                let previous = try connection.query(
                    Self.selectPlate, [.text(item.plateNumber)]
                ) { row throws(SQLiteError) in try StoredSearchHistoryItem(row: row).item() }
                let merged = SearchHistoryPolicy.merge(item, over: previous.first)
                try connection.execute(
                    Self.upsertOnTop, StoredSearchHistoryItem(merged).parameters)
                try connection.execute(Self.dropBeyondCap, [.integer(Self.maximumItems)])
            }
        }
    }

    /// Removes the plate's item, if any.
    public func delete(plateNumber: String) throws(StoreError) {
        try perform { connection throws(SQLiteError) in
            try connection.execute(
                "DELETE FROM search_history WHERE plate_number = ?", [.text(plateNumber)])
        }
    }

    /// Removes every item.
    public func deleteAll() throws(StoreError) {
        try perform { connection throws(SQLiteError) in
            try connection.execute("DELETE FROM search_history")
        }
    }

    private static let maximumItems = Int64(SearchHistoryPolicy.maximumItems)

    // The statements are built once from constant column names, never from data.
    private static let selectNewestFirst = """
        SELECT \(StoredSearchHistoryItem.selectedColumns)
        FROM search_history ORDER BY position DESC LIMIT ?
        """

    private static let selectPlate = """
        SELECT \(StoredSearchHistoryItem.selectedColumns)
        FROM search_history WHERE plate_number = ?
        """

    /// Replaces the plate's row, if any, by one above every other.
    private static let upsertOnTop = """
        INSERT OR REPLACE INTO search_history (\(StoredSearchHistoryItem.selectedColumns), position)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
            (SELECT coalesce(max(position), 0) + 1 FROM search_history))
        """

    /// Deletes every row at or below the first one past the cap.
    private static let dropBeyondCap = """
        DELETE FROM search_history WHERE position <= (
            SELECT position FROM search_history ORDER BY position DESC LIMIT 1 OFFSET ?)
        """
}
