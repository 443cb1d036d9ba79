import Foundation
import PlateFinderData
import PlateFinderTestSupport
import Testing

struct SQLiteStatementTests {
    @Test(arguments: [
        SQLiteValue.integer(0), .integer(Int64.max), .integer(Int64.min), .integer(-1),
        .real(0.5), .real(-1e300), .real(Double.leastNonzeroMagnitude),
        .text(""), .text("PBX-1234"), .text("Ñandú, São Paulo, 東京, 🚗🇪🇨"),
        .text("before\0after"), .text("e\u{301}"),
        .blob(Data()), .blob(Data([0, 1, 2, 0, 255, 0])), .blob(Data(repeating: 0, count: 5)),
        .null,
    ])
    func query_readsBackWhatWasBound_forEveryValueType(value: SQLiteValue) throws {
        try withConnection { connection in
            try connection.execute("CREATE TABLE cell (value)")
            try connection.execute("INSERT INTO cell (value) VALUES (?)", [value])

            let read = try connection.query("SELECT value FROM cell") { row in row.value(at: 0) }

            #expect(read == [value])
        }
    }

    @Test func typedGetters_deliverTheirTypeOnly_andNilForNullOrOtherTypes() throws {
        try withConnection { connection in
            let statement = try connection.prepare("SELECT 7, 2.5, 'seven', x'0700', NULL")
            let row = try #require(try statement.step())

            #expect(row.count == 5)
            #expect(row.int64(at: 0) == 7)
            #expect(row.double(at: 0) == 7)
            #expect(row.text(at: 0) == nil)
            #expect(row.double(at: 1) == 2.5)
            #expect(row.int64(at: 1) == nil)
            #expect(row.text(at: 2) == "seven")
            #expect(row.blob(at: 2) == nil)
            #expect(row.blob(at: 3) == Data([7, 0]))
            #expect(row.text(at: 3) == nil)
            #expect(row.int64(at: 4) == nil)
            #expect(row.value(at: 4) == .null)
            #expect(row.value(at: 5) == .null)
            #expect(row.value(at: -1) == .null)
        }
    }

    @Test func statement_runsAgainWithNewBindings_whenReused() throws {
        try withConnection { connection in
            try connection.execute("CREATE TABLE item (name TEXT)")
            let insert = try connection.prepare("INSERT INTO item (name) VALUES (?)")
            for name in ["a", "b", "c"] {
                try insert.bind([.text(name)])
                #expect(try insert.step() == nil)
            }
            let select = try connection.prepare("SELECT count(*) FROM item WHERE name <> ?")

            try select.bind([.text("a")])
            let first = try select.step()?.int64(at: 0)
            try select.bind([.text("z")])
            let second = try select.step()?.int64(at: 0)

            #expect(first == 2)
            #expect(second == 3)
        }
    }

    @Test func lastInsertRowIDAndChanges_describeTheLastWrite() throws {
        try withConnection { connection in
            try connection.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)")
            try connection.execute("INSERT INTO item (id, name) VALUES (41, 'a')")
            try connection.execute("INSERT INTO item (name) VALUES ('b')")
            #expect(connection.lastInsertRowID == 42)

            try connection.execute("UPDATE item SET name = ?", [.text("c")])
            #expect(connection.changes == 2)
        }
    }

    @Test func bind_throwsRange_whenTheParameterCountDiffers() throws {
        try withConnection { connection in
            let statement = try connection.prepare("SELECT ?, ?")

            let sqliteRange: Int32 = 25
            #expect(
                throws: SQLiteError.failure(
                    code: sqliteRange, message: "expected 2 parameters, got 1")
            ) {
                try statement.bind([.integer(1)])
            }
        }
    }

    @Test func prepare_refusesSeveralStatements_soNoneIsSilentlySkipped() throws {
        try withConnection { connection in
            #expect(throws: SQLiteError.self) {
                try connection.prepare("SELECT 1; DROP TABLE item")
            }
            _ = try connection.prepare("SELECT 1;  \n")
        }
    }

    @Test func execute_throwsConstraintViolation_onDuplicateKey() throws {
        try withConnection { connection in
            try connection.execute("CREATE TABLE item (name TEXT UNIQUE)")
            try connection.execute("INSERT INTO item VALUES ('a')")

            #expect(
                throws: SQLiteError.constraintViolation(
                    message: "UNIQUE constraint failed: item.name")
            ) {
                try connection.execute("INSERT INTO item VALUES ('a')")
            }
        }
    }

    @Test func connectionAndStatements_areReleased_afterUse() async throws {
        try await withLeakTracking { tracker in
            try withTemporaryFolder { directory in
                let connection = try SQLiteConnection(path: directory.file("leak.sqlite"))
                let statement = try connection.prepare("SELECT 1")
                _ = try statement.step()
                tracker.track(connection)
                tracker.track(statement)
            }
        }
    }

    private func withConnection(_ body: (SQLiteConnection) throws -> Void) throws {
        try withTemporaryFolder { directory in
            try body(SQLiteConnection(path: directory.file("statements.sqlite")))
        }
    }
}
