extension PlateFinderSchema {
    /// The tasks table under `name`, its `reminder` one of `reminders`.
    ///
    /// Version 2 made it and version 4 rebuilt it to take a new reminder kind; every other
    /// column is as version 2 wrote it. Shipped migrations run this text, so it never
    /// changes: a new column or rule is a new migration.
    static func tasksTable(named name: String, reminders: [String]) -> String {
        let kinds = reminders.map { "'\($0)'" }.joined(separator: ", ")
        return """
            CREATE TABLE \(name) (
                id TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 36 AND id = lower(id)),
                title TEXT NOT NULL CHECK (title <> ''),
                note TEXT NOT NULL,
                due_date TEXT CHECK (due_date IS NULL
                    OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                is_done INTEGER NOT NULL CHECK (is_done IN (0, 1)),
                created_at REAL NOT NULL,
                updated_at REAL NOT NULL,
                plate TEXT,
                reminder TEXT CHECK (reminder IS NULL OR reminder IN (\(kinds)))
            );
            """
    }

    /// Moves every task from `tasks` into the new table `name`, as it was, and puts that
    /// table in its place: how a migration changes the table's rules.
    static func tasksCarriedOver(into name: String) -> String {
        """
        INSERT INTO \(name)
        SELECT id, title, note, due_date, is_done, created_at, updated_at, plate, reminder
        FROM tasks;
        DROP TABLE tasks;
        ALTER TABLE \(name) RENAME TO tasks;
        """
    }

    /// The index that holds exactly the tasks' listing order, so listing never sorts.
    static let tasksListOrderIndex = """
        CREATE INDEX tasks_in_list_order
            ON tasks (is_done, due_date IS NULL, due_date, created_at, id);
        """
}
