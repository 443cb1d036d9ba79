import Foundation
import PlateFinderData
import PlateFinderTestSupport
import Testing

struct SQLiteSchemaTests {
    @Test func init_migratesToTheLatestVersion_atANewPath() throws {
        try withTemporaryFolder { directory in
            let sut = try SQLiteConnection(
                path: directory.file("new.sqlite"), schema: TestSchema.version2)

            #expect(try pragma("user_version", of: sut) == 2)
            #expect(try pragma("application_id", of: sut) == 0x504C_5446)
            #expect(try tables(of: sut) == ["counter", "item"])
        }
    }

    @Test func init_migratesAnEmptyFile_fromVersionZero() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))

            let sut = try SQLiteConnection(path: path, schema: TestSchema.version1)

            #expect(try pragma("user_version", of: sut) == 1)
            #expect(try tables(of: sut) == ["item"])
        }
    }

    @Test func init_runsNoMigrationAgain_onReopen() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("reopen.sqlite")
            try SQLiteConnection(path: path, schema: TestSchema.version1)
                .execute("INSERT INTO item (name) VALUES ('kept')")

            let sut = try SQLiteConnection(path: path, schema: TestSchema.version1)

            #expect(try pragma("user_version", of: sut) == 1)
            #expect(try sut.query("SELECT name FROM item") { $0.text(at: 0) } == ["kept"])
        }
    }

    @Test func init_upgradesVersionOneToTwo_keepingItsData() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("upgrade.sqlite")
            try SQLiteConnection(path: path, schema: TestSchema.version1)
                .execute("INSERT INTO item (name) VALUES ('kept')")

            let sut = try SQLiteConnection(path: path, schema: TestSchema.version2)

            #expect(try pragma("user_version", of: sut) == 2)
            let items = try sut.query("SELECT name, note FROM item") { row in
                [row.value(at: 0), row.value(at: 1)]
            }
            #expect(items == [[.text("kept"), .null]])
        }
    }

    @Test func init_leavesTheLastGoodVersion_whenAMigrationFails() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("failing.sqlite")
            let broken = SQLiteSchema(
                applicationID: SQLiteSchema.plateFinderApplicationID,
                migrations: [
                    TestSchema.itemTable,
                    SQLiteMigration(
                        version: 2, sql: "CREATE TABLE half (id); SELECT * FROM nowhere"),
                ])

            #expect(throws: SQLiteError.failure(code: 1, message: "no such table: nowhere")) {
                try SQLiteConnection(path: path, schema: broken)
            }

            let after = try SQLiteConnection(path: path)
            #expect(try pragma("user_version", of: after) == 1)
            #expect(try tables(of: after) == ["item"])
        }
    }

    @Test func init_switchesToWriteAheadLogging_withFullSyncForeignKeysAndABusyTimeout() throws {
        try withTemporaryFolder { directory in
            let sut = try SQLiteConnection(
                path: directory.file("settings.sqlite"), schema: TestSchema.version1,
                busyTimeout: .milliseconds(2500))

            #expect(try sut.query("PRAGMA journal_mode") { $0.text(at: 0) } == ["wal"])
            #expect(try pragma("synchronous", of: sut) == 2)
            #expect(try pragma("foreign_keys", of: sut) == 1)
            #expect(try pragma("busy_timeout", of: sut) == 2500)
        }
    }

    private func pragma(_ name: String, of connection: SQLiteConnection) throws -> Int64? {
        try connection.query("PRAGMA \(name)") { $0.int64(at: 0) }.first ?? nil
    }

    private func tables(of connection: SQLiteConnection) throws -> [String?] {
        try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
            $0.text(at: 0)
        }
    }
}
