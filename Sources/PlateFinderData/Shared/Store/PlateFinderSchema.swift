/// PlateFinder's database: every table, built by forward migrations. Every process opens
/// its file with this schema (once, through `SQLitePlateFinderDatabase`, whatever stores
/// it uses), so whichever process opens it first brings it up to date.
///
/// A shipped migration is never edited: a change is a new migration with the next
/// version, appended, so every file moves forward one step at a time and an older
/// PlateFinder refuses a file it would not understand. A new `failure_kind` is such a
/// change too, or an older PlateFinder would meet a kind it cannot read.
enum PlateFinderSchema {
    /// The schema every PlateFinder store opens its file with.
    static let schema = SQLiteSchema(
        applicationID: SQLiteSchema.plateFinderApplicationID,
        migrations: [
            historyAndFavorites, tasks, savedVehicles, savedAnswers, failureDetails,
            finesReminders,
        ])

    /// The version a fully migrated file has.
    static var latestVersion: Int32 { schema.latestVersion }

    /// Version 1: the search history and the favourite plates.
    ///
    /// Order is an explicit `position` (the newest row has the largest), never a date:
    /// clocks go backwards and two searches can share a second. Dates are seconds since
    /// 1970 as REAL. A row without a vehicle has every `car_` and `fines_` column NULL; a
    /// vehicle without fines has only the `fines_` columns NULL.
    static let historyAndFavorites = SQLiteMigration(
        version: 1,
        sql: """
            CREATE TABLE search_history (
                plate_number TEXT NOT NULL PRIMARY KEY,
                position INTEGER NOT NULL,
                search_date REAL NOT NULL,
                car_fetched_at REAL,
                failure_kind TEXT,
                failure_status_code INTEGER,
                failure_detail TEXT,
                car_plate TEXT,
                car_manufacturer TEXT,
                car_color_name TEXT,
                car_registration_year TEXT,
                car_model TEXT,
                car_segment TEXT,
                car_registration_date TEXT,
                car_year TEXT,
                car_service TEXT,
                car_expiration_date TEXT,
                car_tint TEXT,
                car_tint_expiration_date TEXT,
                fines_pending INTEGER,
                fines_disputed INTEGER,
                fines_voided INTEGER,
                fines_paid INTEGER,
                fines_in_agreement INTEGER,
                CHECK ((car_fetched_at IS NULL) + (car_plate IS NULL) + (car_manufacturer IS NULL)
                    + (car_color_name IS NULL) + (car_registration_year IS NULL)
                    + (car_model IS NULL) + (car_segment IS NULL)
                    + (car_registration_date IS NULL) + (car_year IS NULL)
                    + (car_service IS NULL) + (car_expiration_date IS NULL) + (car_tint IS NULL)
                    + (car_tint_expiration_date IS NULL) IN (0, 13)),
                CHECK ((fines_pending IS NULL) + (fines_disputed IS NULL) + (fines_voided IS NULL)
                    + (fines_paid IS NULL) + (fines_in_agreement IS NULL) IN (0, 5)),
                CHECK (car_plate IS NOT NULL OR fines_pending IS NULL),
                CHECK (failure_kind IS NOT NULL
                    OR (failure_status_code IS NULL AND failure_detail IS NULL))
            );
            CREATE UNIQUE INDEX search_history_by_position ON search_history (position);
            CREATE TABLE favorite (
                plate_number TEXT NOT NULL PRIMARY KEY,
                position INTEGER NOT NULL
            );
            CREATE UNIQUE INDEX favorite_by_position ON favorite (position);
            """)
}
