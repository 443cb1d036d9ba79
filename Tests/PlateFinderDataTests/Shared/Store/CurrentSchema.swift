/// What a PlateFinder file looks like once fully migrated, as the tests expect it; the one
/// place to change when a migration is added.
enum CurrentSchema {
    /// The `PRAGMA user_version` of a current file.
    static let version = 6
    /// Its tables, by name.
    static let tables = [
        "favorite", "saved_fines", "saved_registration", "saved_vehicle", "search_history",
        "tasks",
    ]
}
