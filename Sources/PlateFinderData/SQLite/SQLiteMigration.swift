/// One forward step of a schema: what turns a database at the previous version into one
/// at `version`.
public struct SQLiteMigration: Sendable {
    /// The `PRAGMA user_version` the database has once this step is applied.
    public let version: Int32
    let apply: @Sendable (SQLiteConnection) throws(SQLiteError) -> Void

    /// A step that runs `sql`, trusted DDL that may hold several statements.
    public init(version: Int32, sql: String) {
        self.init(version: version) { connection throws(SQLiteError) in
            try connection.executeScript(sql)
        }
    }

    /// A step that runs `apply` on the connection, inside the step's transaction.
    public init(
        version: Int32, apply: @escaping @Sendable (SQLiteConnection) throws(SQLiteError) -> Void
    ) {
        self.version = version
        self.apply = apply
    }
}
