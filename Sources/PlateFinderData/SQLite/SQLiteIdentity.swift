import CSQLite

/// What a database file says about its owner and schema, read without changing it.
struct SQLiteIdentity: Equatable {
    /// `PRAGMA application_id`: 0 when nobody claimed the file.
    let applicationID: Int32
    /// `PRAGMA user_version`: the schema version, 0 when never set.
    let userVersion: Int32
    /// Whether the file holds any table, index, view or trigger.
    let hasSchemaObjects: Bool

    /// The identity of the database `connection` is on; one statement, so one snapshot.
    ///
    /// Garbage that passed the header check fails here with `notADatabase`.
    static func read(from connection: SQLiteConnection) throws(SQLiteError) -> SQLiteIdentity {
        let sql = """
            SELECT (SELECT application_id FROM pragma_application_id),
                   (SELECT user_version FROM pragma_user_version),
                   EXISTS (SELECT 1 FROM sqlite_master)
            """
        let rows = try connection.query(sql) { row in
            SQLiteIdentity(
                applicationID: Int32(truncatingIfNeeded: row.int64(at: 0) ?? 0),
                userVersion: Int32(truncatingIfNeeded: row.int64(at: 1) ?? 0),
                hasSchemaObjects: row.int64(at: 2) == 1)
        }
        guard let identity = rows.first else {
            throw .failure(code: SQLITE_ERROR, message: "the database did not report its identity")
        }
        return identity
    }
}
