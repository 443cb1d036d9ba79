import PlateFinderDomain

extension SQLiteCarStore: FavoritesStore {
    /// Every favourite, newest first, beside the favourites that cannot be read.
    public func retrieveFavorites() async throws(StoreError) -> StoreListing<Plate> {
        StoreListing(
            try await database.perform { connection throws(SQLiteError) in
                try connection.storedRows(
                    "SELECT plate_number, rowid, plate_number FROM favorite ORDER BY position DESC",
                    of: .favorites
                ) { row throws(SQLiteError) in
                    guard let plate = StoredPlate.plate(in: row, at: 0) else {
                        throw .corrupt(message: "a favourite has no plate")
                    }
                    return plate
                }
            })
    }

    /// Whether `plate` is a favourite: one lookup of the table's primary key.
    public func isFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        try await database.perform { connection throws(SQLiteError) in
            let found = try connection.query(
                "SELECT 1 FROM favorite WHERE plate_number = ?", [.text(plate.value)]
            ) { _ throws(SQLiteError) in true }
            return !found.isEmpty
        }
    }

    /// Adds `plate` above every other favourite; a repeat keeps its first place.
    ///
    /// One statement, so one transaction: the top position is read under the write lock.
    public func insertFavorite(_ plate: Plate) async throws(StoreError) {
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute(Self.insertOnTop, [.text(plate.value)])
        }
    }

    /// Adds `plate` when it is not a favourite and removes it when it is, in one
    /// transaction; whether it is a favourite afterwards.
    public func toggleFavorite(_ plate: Plate) async throws(StoreError) -> Bool {
        try await database.transaction { connection throws(SQLiteError) in
            try connection.execute(
                "DELETE FROM favorite WHERE plate_number = ?", [.text(plate.value)])
            guard connection.changes == 0 else { return false }
            try connection.execute(Self.insertOnTop, [.text(plate.value)])
            return true
        }
    }

    /// Removes `plate`, if it is a favourite.
    public func deleteFavorite(_ plate: Plate) async throws(StoreError) {
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute(
                "DELETE FROM favorite WHERE plate_number = ?", [.text(plate.value)])
        }
    }

    private static let insertOnTop = """
        INSERT OR IGNORE INTO favorite (plate_number, position)
        VALUES (?, (SELECT coalesce(max(position), 0) + 1 FROM favorite))
        """
}
