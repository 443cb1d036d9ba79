import PlateFinderData
import PlateFinderTestSupport
import Testing

/// Connections on the same file from several threads, as several processes would be.
struct SQLiteConcurrencyTests {
    @Test func transactions_loseNoIncrementAndNeverSurfaceBusy_fromTwoWriters() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("counter.sqlite")
            let writers = 2
            let increments = 200

            let errors = await runOnThreads(writers) { _ throws(SQLiteError) in
                let connection = try SQLiteConnection(path: path, schema: TestSchema.version2)
                for _ in 0..<increments {
                    try connection.transaction { () throws(SQLiteError) in
                        let value = try connection.query("SELECT value FROM counter") {
                            $0.int64(at: 0)
                        }
                        let next = (value.first ?? nil).map { $0 + 1 } ?? -1
                        try connection.execute("UPDATE counter SET value = ?", [.integer(next)])
                    }
                }
            }

            #expect(errors == [])
            let reader = try SQLiteConnection(path: path, schema: TestSchema.version2)
            let total = try reader.query("SELECT value FROM counter") { $0.int64(at: 0) }
            #expect(total == [Int64(writers * increments)])
        }
    }

    @Test(arguments: 0..<25)
    func init_runsEachMigrationOnce_whenSeveralConnectionsOpenANewFileAtOnce(
        round: Int
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("race-\(round).sqlite")

            // Version 1 is not idempotent: running it twice would throw "table item already
            // exists", and a lost write would leave fewer than three rows.
            let errors = await runOnThreads(3) { index throws(SQLiteError) in
                let connection = try SQLiteConnection(path: path, schema: TestSchema.version2)
                try connection.execute("INSERT INTO item (name) VALUES (?)", [.text("\(index)")])
            }

            #expect(errors == [])
            let reader = try SQLiteConnection(path: path, schema: TestSchema.version2)
            #expect(try reader.query("SELECT count(*) FROM item") { $0.int64(at: 0) } == [3])
        }
    }
}
