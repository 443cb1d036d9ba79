extension PlateFinderSchema {
    /// Version 3: each plate's saved vehicle apart from the search history, and the
    /// `unavailable` failure kind.
    ///
    /// The history's cap evicted a plate's vehicle with its search, even a favourite's.
    /// Saved vehicles now live in `saved_vehicle`, one row per plate, which the cap never
    /// touches; `search_history` keeps the searches only. Every vehicle and every search a
    /// version 2 file holds is carried over. The new failure kind (a page other than the
    /// portal's vehicle page) rides on this version, so an older PlateFinder, which could
    /// not read it, refuses the file instead.
    static let savedVehicles = SQLiteMigration(
        version: 3,
        sql: """
            CREATE TABLE saved_vehicle (
                plate_number TEXT NOT NULL PRIMARY KEY,
                fetched_at REAL NOT NULL,
                car_plate TEXT NOT NULL,
                car_manufacturer TEXT NOT NULL,
                car_color_name TEXT NOT NULL,
                car_registration_year TEXT NOT NULL,
                car_model TEXT NOT NULL,
                car_segment TEXT NOT NULL,
                car_registration_date TEXT NOT NULL,
                car_year TEXT NOT NULL,
                car_service TEXT NOT NULL,
                car_expiration_date TEXT NOT NULL,
                car_tint TEXT NOT NULL,
                car_tint_expiration_date TEXT NOT NULL,
                fines_pending INTEGER,
                fines_disputed INTEGER,
                fines_voided INTEGER,
                fines_paid INTEGER,
                fines_in_agreement INTEGER,
                CHECK ((fines_pending IS NULL) + (fines_disputed IS NULL) + (fines_voided IS NULL)
                    + (fines_paid IS NULL) + (fines_in_agreement IS NULL) IN (0, 5))
            );
            INSERT INTO saved_vehicle
            SELECT plate_number, car_fetched_at, car_plate, car_manufacturer, car_color_name,
                car_registration_year, car_model, car_segment, car_registration_date, car_year,
                car_service, car_expiration_date, car_tint, car_tint_expiration_date,
                fines_pending, fines_disputed, fines_voided, fines_paid, fines_in_agreement
            FROM search_history WHERE car_plate IS NOT NULL;
            CREATE TABLE searches (
                plate_number TEXT NOT NULL PRIMARY KEY,
                position INTEGER NOT NULL,
                search_date REAL NOT NULL,
                failure_kind TEXT,
                failure_status_code INTEGER,
                failure_detail TEXT,
                CHECK (failure_kind IS NOT NULL
                    OR (failure_status_code IS NULL AND failure_detail IS NULL))
            );
            INSERT INTO searches
            SELECT plate_number, position, search_date, failure_kind, failure_status_code,
                failure_detail
            FROM search_history;
            DROP TABLE search_history;
            ALTER TABLE searches RENAME TO search_history;
            CREATE UNIQUE INDEX search_history_by_position ON search_history (position);
            """)
}
