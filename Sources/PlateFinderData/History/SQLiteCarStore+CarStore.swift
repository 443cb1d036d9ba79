import PlateFinderDomain

extension SQLiteCarStore: CarStore {
    /// Every search, newest first, each showing its plate's saved vehicle, beside the
    /// searches and saved vehicles that cannot be read; never more than
    /// `SearchHistoryPolicy.maximumItems` rows, even from a file edited by hand.
    public func retrieve() async throws(StoreError) -> StoreListing<SearchHistoryItem> {
        let rows = try await database.perform { connection throws(SQLiteError) in
            try connection.storedRows(
                Self.selectNewestFirst, [.integer(Self.maximumItems)], of: .searchHistory,
                read: StoredSearch.reading)
        }
        var listing = StoreListing<SearchHistoryItem>()
        for row in rows {
            switch row {
            case .readable(let reading):
                listing.rows.append(reading.item)
                if let vehicle = reading.unreadableVehicle { listing.unreadable.append(vehicle) }
            case .unreadable(let search):
                listing.unreadable.append(search)
            }
        }
        return listing
    }

    /// Records a search by `SearchHistoryPolicy`, in one transaction: its vehicle, if any,
    /// replaces the plate's saved vehicle; the plate moves to the top and the oldest
    /// searches beyond the cap are dropped (their saved vehicles stay).
    @discardableResult
    public func insert(_ item: SearchHistoryItem) async throws(StoreError) -> SearchHistoryItem {
        try await database.transaction { connection throws(SQLiteError) in
            if let saved = item.savedVehicle {
                try connection.execute(
                    Self.replaceSavedVehicle,
                    [.text(saved.plate.value)] + StoredSavedVehicle(saved).parameters)
            }
            try connection.execute(Self.upsertOnTop, StoredSearch(item).parameters)
            try connection.execute(Self.dropBeyondCap, [.integer(Self.maximumItems)])
            let recorded = try connection.query(
                Self.selectPlate, [.text(item.plate.value)]
            ) { row throws(SQLiteError) in try StoredSearch.reading(in: row).item }
            guard let merged = recorded.first else {
                throw .corrupt(message: "a search just recorded is not in the history")
            }
            return merged
        }
    }

    /// The plate's saved vehicle, whether or not the plate is still in the history;
    /// `StoreError.unreadableRow` when it cannot be read.
    public func savedVehicle(for plate: Plate) async throws(StoreError) -> SavedVehicle? {
        try await database.perform { connection throws(SQLiteError) in
            try connection.storedRows(
                Self.selectSavedVehicle, [.text(plate.value)], of: .savedAnswers(.vehicle)
            ) { row throws(SQLiteError) in
                // The key is read as every listing reads it, so both refuse the same rows.
                guard StoredPlate.plate(in: row, at: row.count - 1) != nil,
                    let saved = try StoredSavedVehicle(row: row, at: 0)?.vehicle(for: plate)
                else { throw .corrupt(message: "a saved vehicle holds no plate or no vehicle") }
                return saved
            }.first
        }?.value()
    }

    /// Replaces the plate's saved vehicle, leaving the history as it is.
    public func saveVehicle(_ saved: SavedVehicle) async throws(StoreError) {
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute(
                Self.replaceSavedVehicle,
                [.text(saved.plate.value)] + StoredSavedVehicle(saved).parameters)
        }
    }

    /// Removes the plate's search, and its saved answers unless the plate is a favourite,
    /// in one transaction; whether the plate was in the history.
    @discardableResult
    public func delete(_ plate: Plate) async throws(StoreError) -> Bool {
        try await database.transaction { connection throws(SQLiteError) in
            for table in Self.savedAnswerTables {
                try connection.execute(
                    "DELETE FROM \(table) WHERE plate_number = ?1 AND \(Self.notFavorite)"
                        + " AND plate_number IN (SELECT plate_number FROM search_history)",
                    [.text(plate.value)])
            }
            try connection.execute(
                "DELETE FROM search_history WHERE plate_number = ?", [.text(plate.value)])
            return connection.changes > 0
        }
    }

    /// Removes every search, and the saved answers of the plates searched that are not
    /// favourites, in one transaction.
    public func deleteAll() async throws(StoreError) {
        try await database.transaction { connection throws(SQLiteError) in
            for table in Self.savedAnswerTables {
                try connection.execute(
                    "DELETE FROM \(table) WHERE \(Self.notFavorite)"
                        + " AND plate_number IN (SELECT plate_number FROM search_history)")
            }
            try connection.execute("DELETE FROM search_history")
        }
    }

    private static let maximumItems = Int64(SearchHistoryPolicy.maximumItems)

    /// Every table of saved answers, one row per plate: removing a plate from the history
    /// removes its answers from each (a favourite's are kept).
    private static let savedAnswerTables = ["saved_vehicle", "saved_registration", "saved_fines"]

    // The statements are built once from constant column names, never from data.
    private static let selectNewestFirst = """
        SELECT \(StoredSearch.joinedColumns)
        FROM search_history h LEFT JOIN saved_vehicle v ON v.plate_number = h.plate_number
        ORDER BY h.position DESC LIMIT ?
        """

    private static let selectPlate = """
        SELECT \(StoredSearch.joinedColumns)
        FROM search_history h LEFT JOIN saved_vehicle v ON v.plate_number = h.plate_number
        WHERE h.plate_number = ?
        """

    private static let selectSavedVehicle = """
        SELECT \(StoredSavedVehicle.columns), rowid, plate_number
        FROM saved_vehicle WHERE plate_number = ?
        """

    private static let replaceSavedVehicle = """
        INSERT OR REPLACE INTO saved_vehicle (plate_number, \(StoredSavedVehicle.columns))
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// Replaces the plate's search, if any, by one above every other.
    private static let upsertOnTop = """
        INSERT OR REPLACE INTO search_history (\(StoredSearch.columns), position)
        VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM search_history))
        """

    /// Deletes every row at or below the first one past the cap.
    private static let dropBeyondCap = """
        DELETE FROM search_history WHERE position <= (
            SELECT position FROM search_history ORDER BY position DESC LIMIT 1 OFFSET ?)
        """

    /// A `saved_vehicle` row whose plate is not a favourite.
    private static let notFavorite = "plate_number NOT IN (SELECT plate_number FROM favorite)"
}
