import PlateFinderData

/// Small schemas for the SQLite layer's tests: an `item` table at version 1, a `note`
/// column and a `counter` table at version 2.
enum TestSchema {
    /// Version 1: the `item` table. Not idempotent, so running it twice fails loudly.
    static let itemTable = SQLiteMigration(
        version: 1, sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")

    /// Version 2: a note on every item, and a single-row counter.
    static let noteAndCounter = SQLiteMigration(
        version: 2,
        sql: """
            ALTER TABLE item ADD COLUMN note TEXT;
            CREATE TABLE counter (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
            INSERT INTO counter (id, value) VALUES (1, 0);
            """)

    /// The schema at version 1.
    static let version1 = SQLiteSchema(
        applicationID: SQLiteSchema.plateFinderApplicationID, migrations: [itemTable])

    /// The schema at version 2.
    static let version2 = SQLiteSchema(
        applicationID: SQLiteSchema.plateFinderApplicationID,
        migrations: [itemTable, noteAndCounter])
}
