extension PlateFinderSchema {
    /// Version 4: the SRI's and the fines grid's saved answers, and the dues reminder.
    ///
    /// Each source keeps its last answer per plate beside the ANT's saved vehicle, as JSON
    /// of PlateFinder's own shape (amounts in cents, days as `YYYY-MM-DD`). The SRI saying
    /// it has no such vehicle is an answer too: a row whose `answer` is NULL. The tasks
    /// table is rebuilt to accept the `dues` reminder; every task is carried over.
    static let savedAnswers = SQLiteMigration(
        version: 4,
        sql: [
            savedAnswerTables,
            tasksTable(
                named: "tasks_with_dues", reminders: ["registration", "tint_permit", "dues"]),
            tasksCarriedOver(into: "tasks_with_dues"),
            tasksListOrderIndex,
        ].joined(separator: "\n"))

    private static let savedAnswerTables = """
        CREATE TABLE saved_registration (
            plate_number TEXT NOT NULL PRIMARY KEY,
            fetched_at REAL NOT NULL,
            answer TEXT
        );
        CREATE TABLE saved_fines (
            plate_number TEXT NOT NULL PRIMARY KEY,
            fetched_at REAL NOT NULL,
            answer TEXT NOT NULL
        );
        """
}
