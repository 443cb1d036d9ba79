extension PlateFinderSchema {
    /// Version 2: the tasks.
    ///
    /// Only adds a table, so a file holding history and favourites keeps every row. The
    /// identifier is the lower-case UUID; days are `YYYY-MM-DD`, which sort as text the way
    /// they sort as days; timestamps are seconds since 1970 as REAL, as in the history. The
    /// index holds exactly the listing order, so listing never sorts. A new `reminder` kind
    /// is a new migration: an older PlateFinder must not meet a kind it cannot read.
    static let tasks = SQLiteMigration(
        version: 2,
        sql: """
            CREATE TABLE tasks (
                id TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 36 AND id = lower(id)),
                title TEXT NOT NULL CHECK (title <> ''),
                note TEXT NOT NULL,
                due_date TEXT CHECK (due_date IS NULL
                    OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                is_done INTEGER NOT NULL CHECK (is_done IN (0, 1)),
                created_at REAL NOT NULL,
                updated_at REAL NOT NULL,
                plate TEXT,
                reminder TEXT CHECK (reminder IS NULL OR reminder IN ('registration', 'tint_permit'))
            );
            CREATE INDEX tasks_in_list_order
                ON tasks (is_done, due_date IS NULL, due_date, created_at, id);
            """)
}
