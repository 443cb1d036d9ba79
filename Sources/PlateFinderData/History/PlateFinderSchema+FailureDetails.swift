extension PlateFinderSchema {
    /// Version 5: the `not_understood` and `unexpected` failure kinds, whose detail is a
    /// code every language can word (`StoredFailureDetail`) rather than English text, and
    /// `busy`, a host that asked to be left alone, apart from a `server` error.
    ///
    /// Nothing in the file changes: rows of earlier versions keep their kinds and text. The
    /// new kinds ride on this version, so an older PlateFinder, which could not read them,
    /// refuses the file instead.
    static let failureDetails = SQLiteMigration(version: 5) { _ throws(SQLiteError) in }
}
