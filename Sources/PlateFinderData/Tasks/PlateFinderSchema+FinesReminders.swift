extension PlateFinderSchema {
    /// Version 6: the tasks table rebuilt to accept the `fines` reminder (the pending fines
    /// to pay); every task is carried over as it was.
    static let finesReminders = SQLiteMigration(
        version: 6,
        sql: [
            tasksTable(
                named: "tasks_with_fines",
                reminders: ["registration", "tint_permit", "dues", "fines"]),
            tasksCarriedOver(into: "tasks_with_fines"),
            tasksListOrderIndex,
        ].joined(separator: "\n"))
}
