import PlateFinderData
import PlateFinderTestSupport
import Testing

struct SQLiteTransactionTests {
    @Test func transaction_commitsEveryWrite_andReturnsTheBodysValue() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("commit.sqlite")
            let sut = try makeSUT(path: path)

            let inserted = try sut.transaction { () throws(SQLiteError) in
                try sut.execute("INSERT INTO item (name) VALUES ('a'), ('b')")
                return sut.changes
            }

            #expect(inserted == 2)
            #expect(try names(in: SQLiteConnection(path: path)) == ["a", "b"])
        }
    }

    @Test func transaction_rollsBackAndRethrows_whenTheBodyThrows() throws {
        try withTemporaryFolder { directory in
            let sut = try makeSUT(path: directory.file("rollback.sqlite"))
            let thrown = SQLiteError.failure(code: 1, message: "stop")

            #expect(throws: thrown) {
                try sut.transaction { () throws(SQLiteError) in
                    try sut.execute("INSERT INTO item (name) VALUES ('a')")
                    throw thrown
                }
            }
            #expect(try names(in: sut) == [])
        }
    }

    @Test func transaction_rollsBackEarlierWrites_whenALaterOneViolatesAConstraint() throws {
        try withTemporaryFolder { directory in
            let sut = try makeSUT(path: directory.file("constraint.sqlite"))

            #expect(
                throws: SQLiteError.constraintViolation(
                    message: "UNIQUE constraint failed: item.name")
            ) {
                try sut.transaction { () throws(SQLiteError) in
                    try sut.execute("INSERT INTO item (name) VALUES ('a')")
                    try sut.execute("INSERT INTO item (name) VALUES ('a')")
                }
            }
            #expect(try names(in: sut) == [])
        }
    }

    @Test func transaction_canRunAgain_afterARollback() throws {
        try withTemporaryFolder { directory in
            let sut = try makeSUT(path: directory.file("again.sqlite"))
            #expect(throws: SQLiteError.self) {
                try sut.transaction { () throws(SQLiteError) in
                    throw SQLiteError.busy(message: "simulated")
                }
            }

            try sut.transaction { () throws(SQLiteError) in
                try sut.execute("INSERT INTO item (name) VALUES ('b')")
            }

            #expect(try names(in: sut) == ["b"])
        }
    }

    private func makeSUT(path: String) throws -> SQLiteConnection {
        try SQLiteConnection(path: path, schema: TestSchema.version1)
    }

    private func names(in connection: SQLiteConnection) throws -> [String?] {
        try connection.query("SELECT name FROM item ORDER BY name") { row in row.text(at: 0) }
    }
}
