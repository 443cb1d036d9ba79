extension PlateFinderSchema {
    /// Version 2: the tasks.
    ///
    /// Only adds a table, so a file holding history and favourites keeps every row. The
    /// identifier is the lower-case UUID; days are `YYYY-MM-DD`, which sort as text the way
    /// they sort as days; timestamps are seconds since 1970 as REAL, as in the history. A new
    /// `reminder` kind is a new migration: an older PlateFinder must not meet a kind it
    /// cannot read.
    static let tasks = SQLiteMigration(
        version: 2,
        sql: [
            tasksTable(named: "tasks", reminders: ["registration", "tint_permit"]),
            tasksListOrderIndex,
        ].joined(separator: "\n"))
}
